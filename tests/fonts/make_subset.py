#!/usr/bin/env python3
"""Makes NotoSansCJKsc-subset.otf, the font the window's tests draw Chinese with where the system has
no CJK font: the Simplified Chinese face of Noto Sans CJK cut down to the characters the program's
texts use, every character other than ASCII in a `.rs` file under `src/` (comments too, so that
none is missed). The desktop program ships no font: it draws with the system's; the web page carries this one.

Run it again whenever a text of the program gains a character: the window's test
`the_font_subset_has_every_character_of_the_program_that_egui_does_not_draw` (tests/window/glyphs.rs)
names the characters the subset lacks and the files that use them.

It needs Python 3, fontTools (`pip install fonttools`) and Noto Sans CJK (on Debian or Ubuntu,
`sudo apt install fonts-noto-cjk`, which puts it in /usr/share/fonts/opentype/noto/):

    python3 tests/fonts/make_subset.py [FONT]

FONT is the collection `NotoSansCJK-Regular.ttc` (the default is where Debian and Ubuntu put it), or
the single font `NotoSansCJKsc-Regular.otf`; in a collection the face named "Noto Sans CJK SC" is
used. The same font, the same sources and the same fontTools give the same bytes. The font's license,
the SIL Open Font License 1.1, is OFL.txt beside this script and stays with the subset.
"""

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

HERE = Path(__file__).resolve().parent
SOURCES = HERE.parent.parent / "src"
OUTPUT = HERE / "NotoSansCJKsc-subset.otf"
DEFAULT_FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
FACE = "Noto Sans CJK SC"


def characters():
    """Every character other than ASCII in the program's Rust sources."""
    found = set()
    for path in sorted(SOURCES.rglob("*.rs")):
        found.update(c for c in path.read_text(encoding="utf-8") if ord(c) > 0x7F)
    return found


def face_number(path):
    """The number of the face named FACE in a collection; 0 for a single font."""
    with open(path, "rb") as file:
        if file.read(4) != b"ttcf":
            return 0
    for number, font in enumerate(TTCollection(path, lazy=True).fonts):
        if font["name"].getDebugName(1) == FACE or font["name"].getDebugName(4) == FACE:
            return number
    sys.exit(f"{path} has no face named {FACE}")


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_FONT
    if not Path(path).is_file():
        sys.exit(f"{path} not found: give the path of NotoSansCJK-Regular.ttc (on Debian or Ubuntu, "
                 "sudo apt install fonts-noto-cjk)")
    # The original's timestamps are kept, so that the same input gives the same bytes.
    font = TTFont(path, fontNumber=face_number(path), recalcTimestamp=False)
    cmap = font.getBestCmap()
    wanted = characters()
    kept = sorted(c for c in wanted if ord(c) in cmap)
    lacking = sorted(wanted - set(kept))
    options = subset.Options()
    options.hinting = False
    options.desubroutinize = True
    # Only what a shaper applies to horizontal text in the font's own language: no vertical forms,
    # none of the Japanese, Korean or Traditional Chinese shapes.
    options.layout_features = ["ccmp", "kern"]
    # The names that say what the font is, and its license (13) and the license's address (14).
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in kept])
    subsetter.subset(font)
    font.save(OUTPUT)
    size = OUTPUT.stat().st_size
    print(f"{OUTPUT.name}: {len(kept)} characters, {size:,} bytes")
    if lacking:
        print(f"not in {FACE}, left to egui's own fonts: {''.join(lacking)}")


if __name__ == "__main__":
    main()
