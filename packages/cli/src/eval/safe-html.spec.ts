import { html, Html } from "./safe-html";

describe("html", () => {
  it("escapes text and numbers, keeps markup it made, joins lists and leaves out false, null and undefined", () => {
    const name = `<b a="1">'&\u2028`;
    const inner = html`<code>${name}</code>`;
    expect(inner.markup).toBe("<code>&#60;b a=&#34;1&#34;&#62;&#39;&#38;\u2028</code>");
    expect(html`<p title="${name}">${inner} ${3}${[html`<i>${"<"}</i>`, ">"]}${false}${null}${undefined}</p>`.markup).toBe(
      `<p title="&#60;b a=&#34;1&#34;&#62;&#39;&#38;\u2028">${inner.markup} 3<i>&#60;</i>&#62;</p>`,
    );
    expect(String(inner)).toBe(inner.markup);
    expect(new Html("<br>").markup).toBe("<br>");
  });
});
