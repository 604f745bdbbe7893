/**
 * Invoker commands (commandfor + command) open and close a <dialog> without JavaScript and before
 * hydration; a click handler checks `runsCommands` and stands in only where the browser lacks them,
 * so nothing runs twice. React passes these lowercase attributes through; its types just do not list them yet.
 */
export const invoke = (dialogId: string, command: "show-modal" | "close") => ({ commandfor: dialogId, command });
export const runsCommands = (button: HTMLButtonElement) => "command" in button;
