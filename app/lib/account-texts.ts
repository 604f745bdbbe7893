// The spec's Polish texts of the sign-in, registration and password-reset flows (accounts-and-backoffice.md
// section 8), quoted verbatim. The refusals come from app/server/accounts/customers.server.ts and the schemas.

export const SIGNED_IN = "Zalogowano pomyślnie!";
export const SIGNED_OUT = "Wylogowano pomyślnie";

export const ACCOUNT_CREATED = "Konto zostało utworzone! Sprawdź email i potwierdź adres, aby móc się zalogować.";
export const EMAIL_VERIFIED = "Email został zweryfikowany! Możesz się teraz zalogować.";
export const VERIFICATION_CODE_SENT = "Nowy kod weryfikacyjny został wysłany na email";

export const RESET_CODE_SENT = "Kod resetujący został wysłany na podany email";
export const RESET_CODE_ACCEPTED = "Kod zweryfikowany! Możesz teraz ustawić nowe hasło.";
export const PASSWORD_CHANGED = "Hasło zostało zmienione pomyślnie!";
/** What /auth shows after a reset: the spec says the password was changed and login is possible. */
export const PASSWORD_CHANGED_LOGIN = `${PASSWORD_CHANGED} Możesz się teraz zalogować nowym hasłem.`;
export const MISSING_RESET_TOKEN = "Brak prawidłowego tokenu resetującego";
export const INVALID_RESET_LINK = "Nieprawidłowy lub wygasły link resetujący";

/** A refused profile save: the spec's line with the first reason, or a general one. */
export const profileUpdateFailed = (reason = "nieprawidłowe dane formularza") => `Błąd aktualizacji profilu: ${reason}`;

/** Sent by the checkout to the login page. */
export const LOGIN_TO_CHECKOUT = "Zaloguj się, aby kontynuować składanie zamówienia";
/** Sent by the profile, where the order history is, to a visitor who is not signed in. */
export const LOGIN_TO_ORDER_HISTORY = "Zaloguj się, aby zobaczyć historię swoich zamówień";

/** The only messages /auth shows from its `message` parameter: a crafted link cannot put its own words there. */
export const AUTH_PAGE_MESSAGES: readonly string[] = [ACCOUNT_CREATED, EMAIL_VERIFIED, VERIFICATION_CODE_SENT, PASSWORD_CHANGED_LOGIN, LOGIN_TO_CHECKOUT, LOGIN_TO_ORDER_HISTORY];

// The account's own data (GDPR art. 15–20): the spec has no texts for them; these follow the ones above.

export const ACCOUNT_DELETED = "Konto zostało usunięte";
export const WRONG_PASSWORD = "Nieprawidłowe hasło.";
export const LAST_ADMIN_CANNOT_LEAVE =
  "Nie możesz usunąć konta, bo jesteś jedynym administratorem sklepu. Najpierw nadaj uprawnienia administratora innemu kontu w panelu (Użytkownicy).";
export const ACCOUNT_DELETION_FAILED = "Nie udało się usunąć konta. Spróbuj ponownie za chwilę.";
