/**
 * A recorded model reply for the offline demo: the model reasons briefly, then picks `analyze` with the
 * text to analyze.
 */
export const RECORDED_REPLIES = [
  'The user is expressing an opinion about the product, so the sentiment is worth analyzing.\n\n```json\n{"call": "analyze", "args": {"text": "I love the new dashboard, thanks!"}}\n```',
];
