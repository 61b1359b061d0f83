/**
 * A "Copy" button on every code block of the portal's own pages: it copies the block's text
 * exactly (the highlighting is markup around the same characters) and says "Copied" for a moment,
 * or "Press Ctrl+C" with the text selected where the clipboard is not allowed.
 */

const RESET_MS = 1500;

function selectText(node: Node): void {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

function addButton(block: HTMLPreElement): void {
  const code = block.querySelector("code");
  if (code === null) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "copy";
  button.textContent = "Copy";
  button.setAttribute("aria-label", "Copy the code to the clipboard");
  let reset: ReturnType<typeof setTimeout> | undefined;
  const say = (text: string) => {
    button.textContent = text;
    clearTimeout(reset);
    reset = setTimeout(() => {
      button.textContent = "Copy";
    }, RESET_MS);
  };
  button.addEventListener("click", () => {
    navigator.clipboard.writeText(code.textContent ?? "").then(
      () => say("Copied"),
      () => {
        selectText(code);
        say("Press Ctrl+C");
      },
    );
  });
  block.append(button);
}

for (const block of document.querySelectorAll<HTMLPreElement>("pre.code")) addButton(block);
