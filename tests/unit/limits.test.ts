import { describe, expect, it } from "vitest";
import { codeEmailsLimitedMessage, inMinutes, LOGIN_LOCK_TABLE, loginLockedMessage, loginLockSeconds, resetCodeLimitedMessage, resetRequestOutcome } from "~/lib/limits";

describe("loginLockSeconds", () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 60],
    [6, 120],
    [7, 240],
    [10, 1920],
    [11, 3600],
    [50, 3600],
  ])("after %i failures in a row the account waits %i s", (failures, seconds) => {
    expect(loginLockSeconds(failures)).toBe(seconds);
  });

  it("is tabulated up to the first longest wait, for the statement that counts failures", () => {
    expect(LOGIN_LOCK_TABLE).toEqual(Array.from({ length: 12 }, (_, failures) => loginLockSeconds(failures)));
  });
});

describe("the limits' messages", () => {
  it.each([
    [1, "za 1 minutę"],
    [60, "za 1 minutę"],
    [61, "za 2 minuty"],
    [240, "za 4 minuty"],
    [300, "za 5 minut"],
    [1320, "za 22 minuty"],
    [3600, "za 60 minut"],
  ])("%i s is said as %s", (seconds, text) => {
    expect(inMinutes(seconds)).toBe(text);
  });

  it("say how long to wait", () => {
    expect(loginLockedMessage(120)).toBe("Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 2 minuty.");
    expect(codeEmailsLimitedMessage(3, 1500)).toBe(
      "Kod na jeden adres email wysyłamy najwyżej 3 razy na godzinę. Sprawdź skrzynkę (także folder spam) albo spróbuj ponownie za 25 minut.",
    );
    expect(resetCodeLimitedMessage(3599)).toBe("Zbyt wiele prób wpisania kodu. Spróbuj ponownie za 60 minut albo otwórz link „Ustaw nowe hasło” z wiadomości, którą wysłaliśmy.");
  });
});

describe("resetRequestOutcome", () => {
  it.each([
    [true, "none", "answer"],
    [true, "working", "send"],
    [true, "idle", "send"],
    [false, "none", "refuse"],
    [false, "working", "refuse"],
    // Over the cap, an account with nothing that works is still sent one: the cap never locks its owner out.
    [false, "idle", "send"],
  ] as const)("within the mailbox's cap %s, an account %s → %s", (withinCap, account, outcome) => {
    expect(resetRequestOutcome(withinCap, account)).toBe(outcome);
  });
});
