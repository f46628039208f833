#!/usr/bin/env python3
"""Rewrites the hearth table of tests/README.md from the scenario files themselves: file, the
scenario's name, and the rule (the file's leading comment). Run after adding a scenario."""
import pathlib
import re

root = pathlib.Path(__file__).resolve().parent.parent
rows = []
for path in sorted((root / "tests" / "hearth").glob("*.ron")):
    text = path.read_text()
    comment = []
    for line in text.splitlines():
        if not line.startswith("//"):
            break
        comment.append(line[2:].strip())
    name = re.search(r'name:\s*"([^"]*)"', text).group(1)
    rule = " ".join(comment).replace("|", "\\|")
    rows.append(f"| `hearth/{path.name}` | {name} | {rule} |")

readme = root / "tests" / "README.md"
text = readme.read_text()
start = text.index("| file | scenario | rule |")
end = text.index("\n\n", start)
table = "| file | scenario | rule |\n|---|---|---|\n" + "\n".join(rows)
readme.write_text(text[:start] + table + text[end:])
print(f"{len(rows)} hearth scenarios indexed")
