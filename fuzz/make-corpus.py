#!/usr/bin/env python3
"""Builds fuzz/corpus/ from the scene files the repository already has: docs/ and the tests'
scene literals (whole documents, or layer lists wrapped in a scene). Run from the repo root."""
import glob, hashlib, json, os, re

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
os.makedirs(out, exist_ok=True)
seen = set()

def emit(doc):
    text = json.dumps(doc, separators=(",", ":")).encode()
    digest = hashlib.sha1(text).hexdigest()[:16]
    if digest not in seen:
        seen.add(digest)
        open(os.path.join(out, digest + ".json"), "wb").write(text)

def consider(text):
    try:
        value = json.loads(text)
    except ValueError:
        return
    if isinstance(value, dict) and "format" in value:
        emit(value)
    elif isinstance(value, dict) and ("type" in value or "name" in value or "bounds" in value):
        emit({"format": "strata-scene/1", "size": [200, 150], "layers": [value]})
    elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        if all("at" in v for v in value):
            emit({"format": "strata-scene/1", "size": [200, 150], "layers": [{"name": "a", "bounds": [0, 0, 20, 20]}], "events": value})
        else:
            emit({"format": "strata-scene/1", "size": [200, 150], "layers": value})

for path in glob.glob("Tests/**/*.swift", recursive=True):
    source = open(path, encoding="utf-8").read()
    for m in re.finditer(r'#"""\n(.*?)\n\s*"""#', source, re.S):
        consider(m.group(1))
    for m in re.finditer(r'#"(.*?)"#', source):
        consider(m.group(1))
for path in glob.glob("docs/**/*.json", recursive=True):
    consider(open(path, encoding="utf-8").read())
for m in re.finditer(r"```json\n(.*?)```", open("docs/SCENE.md", encoding="utf-8").read(), re.S):
    consider(m.group(1))
for line in open("docs/SCENE.md", encoding="utf-8"):
    line = line.strip()
    if line.startswith('{"at"'):
        consider("[" + re.sub(r"\s{2,}\S.*$", "", line) + "]")
print(len(seen), "seeds in", out)
