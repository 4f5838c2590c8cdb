/** Event handlers that call `then` as soon as a pointer, a touch or the focus reaches a control. */
export const onIntent = (then: () => void) => ({ onMouseEnter: then, onFocus: then, onTouchStart: then });
