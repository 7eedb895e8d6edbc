/**
 * The members of an `openai` SDK client that {@link OpenAIRuntime} uses, typed by shape rather than as
 * one SDK version's class. `openai` is a peer dependency (6.x or 7.x): at run time the application's
 * copy is the only one, but its client class is a different type from the one this package was compiled
 * against, and a class with private members only matches itself.
 */
export interface OpenAIChatClient {
  /** The server's base URL. */
  readonly baseURL: string;
  readonly chat: {
    readonly completions: {
      /** `chat.completions.create(body, options)`: resolves to a completion, or to a stream of chunks. */
      create(body: object, options?: object): PromiseLike<unknown>;
    };
  };
}
