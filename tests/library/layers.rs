//! The layers of `src/`, one folder each, import only from the layers below them: the rules know
//! nothing of the searches, the searches nothing of the table, nothing below the window of egui.

use std::path::Path;

use crate::support::rust_sources;

/// Each layer with its height: a layer may use its own folder and any lower one.
const LAYERS: [(&str, u8); 13] = [
    ("lang", 0),
    ("output", 0),
    ("host", 0),
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

/// What the window may not call itself, for a browser fills it otherwise: the clock, threads, processes
/// and files, which it reaches through `host/` alone.
const THE_HOSTS: [&str; 6] = [
    "std::time::Instant",
    "std::time::SystemTime",
    "std::thread",
    "std::process",
    "std::fs",
    "fs::",
];

/// Where a file of `src/app/` (its tests left out) names what only `host/` may, as "name (file)".
fn reaching_past_the_host(app: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for file in rust_sources(app) {
        let source = std::fs::read_to_string(&file).unwrap();
        let code = source.split("#[cfg(test)]").next().unwrap_or("");
        let code: String = code
            .lines()
            .filter(|line| !line.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for name in THE_HOSTS.iter().filter(|name| code.contains(*name)) {
            found.push(format!("{name} ({})", file.display()));
        }
    }
    found
}

#[test]
fn the_window_reaches_the_clock_threads_processes_and_files_through_the_host_alone() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let found = reaching_past_the_host(&app);
    assert!(found.is_empty(), "{found:#?}");
    // And a file that reaches past it is found.
    let folder = crate::support::scratch("host");
    std::fs::write(
        folder.join("view.rs"),
        "use std::time::Instant;\nfn f() { std::thread::spawn(|| ()); }\n",
    )
    .unwrap();
    std::fs::write(
        folder.join("tested.rs"),
        "//! std::fs in words.\n#[cfg(test)]\nuse std::fs;\n",
    )
    .unwrap();
    let found = reaching_past_the_host(&folder);
    assert_eq!(found.len(), 2, "{found:#?}");
}
