//! The font subset in `tests/fonts/`, which the window's tests draw Chinese with where the system has no
//! CJK font: the window reads it as it reads a system's font, and it has every character of the
//! program's texts that egui's own fonts do not draw.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use skrifa::charmap::Charmap;
use skrifa::{FontRef, GlyphId, MetadataProvider};

use super::*;

/// Every `.rs` file under `dir`, sorted.
fn rust_sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            found.extend(rust_sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// Whether a font's character map gives `c` a glyph of its own.
fn maps(charmap: &Charmap<'_>, c: char) -> bool {
    charmap.map(c).is_some_and(|glyph| glyph != GlyphId::NOTDEF)
}

/// Every character other than ASCII in the program's sources (`src/`, comments included, so that no
/// text is missed) must be drawn without a CJK font on the system: by egui's own fonts in every family
/// (the CJK font comes after them, so they draw what they have, such as `é`, `α` or `≤`), or by the
/// subset. Characters are not picked by Unicode range: `←`, `→`, `▷` and `█` lie outside the CJK
/// blocks, and egui's proportional font lacks them (only its monospace font has them), so a check of
/// the CJK blocks alone would let such a symbol, new in a text, come out as tofu.
#[test]
fn the_font_subset_has_every_character_of_the_program_that_egui_does_not_draw() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let subset_bytes = std::fs::read(FONT_SUBSET).unwrap_or_else(|e| panic!("{FONT_SUBSET}: {e}"));
    let subset = FontRef::new(&subset_bytes)
        .expect("the font subset is a font")
        .charmap();
    let egui_fonts = egui::FontDefinitions::default();
    let families: Vec<Vec<Charmap<'_>>> = egui_fonts
        .families
        .values()
        .map(|names| {
            names
                .iter()
                .map(|name| {
                    let data = &egui_fonts.font_data[name];
                    let font = FontRef::from_index(data.bytes(), data.index).expect("egui's fonts are fonts");
                    font.charmap()
                })
                .collect()
        })
        .collect();
    // Without egui's fonts (no family at all) nothing counts as drawn by them.
    let egui_draws = |c: char| !families.is_empty() && families.iter().all(|fonts| fonts.iter().any(|f| maps(f, c)));
    // Each character lacking, with the files that use it.
    let mut lacking: BTreeMap<char, Vec<String>> = BTreeMap::new();
    for path in rust_sources(&root.join("src")) {
        let text = std::fs::read_to_string(&path).unwrap();
        let name = path.strip_prefix(&root).unwrap_or(&path).display().to_string();
        let characters: BTreeSet<char> = text.chars().filter(|c| !c.is_ascii()).collect();
        for c in characters {
            if !maps(&subset, c) && !egui_draws(c) {
                lacking.entry(c).or_default().push(name.clone());
            }
        }
    }
    let lacking: Vec<String> = lacking
        .iter()
        .map(|(c, files)| format!("{c} (U+{:04X}) in {}", u32::from(*c), files.join(", ")))
        .collect();
    assert!(
        lacking.is_empty(),
        "the font subset tests/fonts/NotoSansCJKsc-subset.otf lacks characters of the program's texts, \
         which a window without a CJK font on the system could not draw:\n{}\nMake it again: \
         python3 tests/fonts/make_subset.py (it needs `pip install fonttools` and Noto Sans CJK)",
        lacking.join("\n")
    );
}

/// The window reads the subset as a font for Chinese (a single OpenType font, not a collection) and
/// draws its first screen in Chinese with it, whatever fonts the system has.
#[test]
fn the_window_speaks_chinese_with_the_font_subset_alone() {
    let now = Instant::now();
    let app = TicTacToe::new(None, now, SEED)
        .speaking(Lang::Zh)
        .with_font_paths(vec![PathBuf::from(FONT_SUBSET)]);
    let mut harness = harness_as_given(app, now, egui::vec2(1280.0, 800.0));
    harness.run();
    assert_eq!(harness.state().state().chinese_font, ChineseFont::Installed);
    assert_eq!(harness.state().state().lang(), Lang::Zh);
    harness.get_by_label("来下井字棋");
}
