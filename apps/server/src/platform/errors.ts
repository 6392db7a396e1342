/**
 * Typed errors that services throw; the one error handler (error-handler.ts) turns each into its status
 * and `{ error: sentence }`. The sentence is shown to the user as it is, so it must read as one.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400 for input a schema cannot judge alone; `field` names what was wrong so a form can place it. */
export class BadRequest extends HttpError {
  constructor(
    readonly field: string,
    sentence: string,
  ) {
    super(400, sentence);
  }
}

export class Unauthorized extends HttpError {
  constructor(sentence = 'Not signed in.') {
    super(401, sentence);
  }
}

export class Forbidden extends HttpError {
  constructor(sentence = 'You are not allowed to do this.') {
    super(403, sentence);
  }
}

export class NotFound extends HttpError {
  constructor(sentence = 'Not found.') {
    super(404, sentence);
  }
}

export class Conflict extends HttpError {
  constructor(sentence: string) {
    super(409, sentence);
  }
}

export class TooManyRequests extends HttpError {
  constructor(sentence = 'Too many attempts. Please wait a few minutes and try again.') {
    super(429, sentence);
  }
}
