// A tiny DOM builder. Text always goes in as text nodes, so node data (model output) is never parsed as HTML.

/** Creates an element with attributes (`class`, `data-*`, `title`, …) and children (nodes or text). */
function h(tag, attrs, children) {
  const element = document.createElement(tag);
  if (attrs) {
    for (const key of Object.keys(attrs)) {
      const value = attrs[key];
      if (value === undefined || value === null || value === false) continue;
      if (key === "text") element.textContent = String(value);
      else if (key === "onclick") element.addEventListener("click", value);
      else element.setAttribute(key, value === true ? "" : String(value));
    }
  }
  for (const child of children || []) {
    if (child === undefined || child === null || child === false) continue;
    element.appendChild(typeof child === "string" || typeof child === "number" ? document.createTextNode(String(child)) : child);
  }
  return element;
}

/** Copies text to the clipboard: the async API where the page may use it, else a hidden textarea. */
function copyText(text) {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = h("textarea", { "aria-hidden": "true", style: "position:fixed;left:-9999px" });
  area.value = text;
  document.body.appendChild(area);
  area.select();
  const done = document.execCommand("copy");
  area.remove();
  return done ? Promise.resolve() : Promise.reject(new Error("copy refused"));
}

/** A "Copy" button for a text; it says "Copied" (or "Copy failed") for a moment after a click. */
function copyButton(label, text) {
  const button = h("button", { type: "button", class: "copy", title: "Copy " + label + " to the clipboard", text: "Copy" });
  button.addEventListener("click", () => {
    copyText(text).then(
      () => { button.textContent = "Copied"; },
      () => { button.textContent = "Copy failed"; },
    ).finally(() => setTimeout(() => { button.textContent = "Copy"; }, 1500));
  });
  return button;
}
