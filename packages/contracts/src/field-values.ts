/**
 * A field's refusal when its check gave no message (the API's error handler). A module of its own: the web's forms show
 * it, and nothing else of the refusals comes with them.
 */
export const INVALID_VALUE_MESSAGE = 'Invalid value';
