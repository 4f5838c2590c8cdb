// Text as it comes in (issue 20 item 5): C0 control characters other than tab and newline (a
// NUL, an escape, a bare carriage return) and DEL have no place in a name, a note or a message,
// and some of them change how the text is shown or stored. Both halves strip them on the way
// in, in their body readers, so no field sees them. A carriage return goes too: a textarea
// posts CRLF, which becomes the newline alone.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** The text without C0 controls (tab and newline kept) and DEL. */
export function stripControls(value: string): string {
  return value.replace(CONTROLS, "");
}
