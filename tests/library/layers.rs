//! The layers of `src/`, one folder each, import only from the layers below them: the rules know
//! nothing of the searches, the searches nothing of the table, nothing below the window of egui.

use std::path::Path;

use crate::support::rust_sources;

/// Each layer with its height: a layer may use its own folder and any lower one.
const LAYERS: [(&str, u8); 12] = [
    ("lang", 0),
    ("output", 0),
    ("board", 1),
    ("search", 2),
    ("table", 3),
    ("engines", 4),
    ("opponents", 5),
    ("game", 6),
    ("cs50", 6),
    ("strategy", 6),
    ("cli", 7),
    ("app", 7),
];

fn height(layer: &str) -> Option<u8> {
    LAYERS
        .iter()
        .find(|(name, _)| *name == layer)
        .map(|&(_, height)| height)
}

/// The layers a source file names as `crate::layer`.
fn layers_used(source: &str) -> Vec<String> {
    source
        .match_indices("crate::")
        .map(|(at, _)| {
            let rest = &source[at + "crate::".len()..];
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

/// The imports that run upward or sideways, as "from -> to (file)".
fn upward(src: &Path) -> Vec<String> {
    let mut wrong = Vec::new();
    for (layer, own) in LAYERS {
        let files = rust_sources(&src.join(layer));
        assert!(!files.is_empty(), "the {layer} layer has files");
        for file in files {
            let source = std::fs::read_to_string(&file).unwrap();
            for used in layers_used(&source) {
                let allowed = used == layer || height(&used).is_some_and(|h| h < own);
                if !allowed {
                    wrong.push(format!("{layer} -> {used} ({})", file.display()));
                }
            }
            if layer != "app" && source.contains("egui") {
                wrong.push(format!("{layer} names egui ({})", file.display()));
            }
        }
    }
    wrong
}

#[test]
fn every_import_points_down() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let wrong = upward(&src);
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn an_import_pointing_up_is_found() {
    let folder = crate::support::scratch("layers");
    for (layer, _) in LAYERS {
        std::fs::create_dir_all(folder.join(layer)).unwrap();
        std::fs::write(folder.join(layer).join("mod.rs"), "//! A layer.\n").unwrap();
    }
    std::fs::write(folder.join("board/cell.rs"), "use crate::table::probe;\n").unwrap();
    std::fs::write(folder.join("app/view.rs"), "use crate::cli::run;\n").unwrap();
    std::fs::write(folder.join("cli/mod.rs"), "use crate::board::Board;\n").unwrap();
    let wrong = upward(&folder);
    assert_eq!(wrong.len(), 2, "{wrong:#?}");
    assert!(wrong[0].starts_with("board -> table"), "{wrong:#?}");
    assert!(wrong[1].starts_with("app -> cli"), "{wrong:#?}");
}
