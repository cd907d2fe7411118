//! Every command-line example of every page (the front page, its Chinese mirror, the guides in
//! `docs/`, ARCHITECTURE.md and CHANGELOG.md), run as written, must print exactly what the page shows
//! (timings aside), in the page's language: a page whose name ends in `.zh-CN.md` as it runs with
//! `LANG=zh_CN.UTF-8`, every other as it runs with `LANG=C`. The examples are the first thing a new
//! user tries. Every Rust example of a page is one of the crate's doc tests, so it runs too.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::support::{rust_sources, scratch};

/// Every page people read: the Markdown files at the top of the project and in `docs/`, sorted.
pub fn pages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = Vec::new();
    for folder in [root.to_path_buf(), root.join("docs")] {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() && path.extension().is_some_and(|e| e == "md") {
                pages.push(path);
            }
        }
    }
    pages.sort();
    pages
}

/// A page's name from the top of the project, as `docs/playing.md`.
pub fn name(page: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    page.strip_prefix(root).unwrap_or(page).display().to_string()
}

/// The language a page's examples run in.
fn lang_of(page: &Path) -> &'static str {
    match page.to_string_lossy().ends_with(".zh-CN.md") {
        true => "zh_CN.UTF-8",
        false => "C",
    }
}

/// One `$ command` of a page and the output shown under it.
pub struct Example {
    pub command: String,
    pub shown: String,
}

/// The examples of each code block: a line `$ ...` is a command, the lines after it up to the next
/// command or the end of the block are its output.
pub fn examples(page: &str) -> Vec<Vec<Example>> {
    let mut blocks = Vec::new();
    let mut in_block = false;
    let mut block: Vec<Example> = Vec::new();
    for line in page.lines() {
        if line.starts_with("```") {
            if in_block && !block.is_empty() {
                blocks.push(std::mem::take(&mut block));
            }
            in_block = !in_block;
        } else if !in_block {
        } else if let Some(command) = line.strip_prefix("$ ") {
            block.push(Example {
                command: command.to_string(),
                shown: String::new(),
            });
        } else if let Some(example) = block.last_mut() {
            example.shown.push_str(line);
            example.shown.push('\n');
        }
    }
    blocks
}

/// The code of every block fenced as `lang` (```` ```rust ````), in order.
fn fenced(page: &str, lang: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut current: Option<String> = None;
    for line in page.lines() {
        match (&mut current, line.strip_prefix("```")) {
            (None, Some(info)) if info.trim() == lang => current = Some(String::new()),
            (None, Some(_)) => current = Some(String::from("\u{0}")),
            (Some(code), Some(_)) => {
                if !code.starts_with('\u{0}') {
                    found.push(std::mem::take(code));
                }
                current = None;
            }
            (Some(code), None) => {
                code.push_str(line);
                code.push('\n');
            }
            (None, None) => {}
        }
    }
    found
}

/// Timings vary from run to run: they are compared as `_`.
fn without_timings(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(|c: char| c.is_ascii_digit()) {
        let (before, from) = rest.split_at(at);
        // A number runs over digits and the commas and points inside it, not a comma after it.
        let run = from
            .find(|c: char| !c.is_ascii_digit() && c != '.' && c != ',')
            .unwrap_or(from.len());
        let digits = from[..run].trim_end_matches([',', '.']).len();
        let (number, after) = from.split_at(digits);
        out.push_str(before);
        // Seconds: ` s` not followed by a letter (`5 steps` is no timing), `秒`, and JSON's `"seconds":`.
        let seconds = after
            .strip_prefix(" s")
            .is_some_and(|rest| !rest.starts_with(char::is_alphabetic))
            || after.starts_with(" 秒")
            || before.ends_with("\"seconds\":");
        let timing = before.ends_with("\"micros\":") || after.starts_with(" µs") || after.starts_with(" ms") || seconds;
        out.push_str(if timing { "_" } else { number });
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Runs a block's commands in order in one shell, in `folder`, in a system whose language is `lang`,
/// with the built program on the PATH as `tictactoe`; returns each command's output (standard output
/// and error together).
fn run_block(block: &[Example], folder: &Path, lang: &str) -> Vec<String> {
    let program = Path::new(env!("CARGO_BIN_EXE_tictactoe"));
    // `$?` is kept across the markers, so `echo $?` tells the status of the command before it.
    let mut script = String::from("status=0\n");
    for (number, example) in block.iter().enumerate() {
        script.push_str(&format!(
            "printf '\\n@@@{number}\\n'\n(exit $status)\n{} 2>&1\nstatus=$?\n",
            example.command
        ));
    }
    let path = format!(
        "{}:{}",
        program.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let output = Command::new("sh")
        .arg("-c")
        .arg(&script)
        .current_dir(folder)
        .env("PATH", path)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", lang)
        .output()
        .expect("run sh");
    let out = String::from_utf8(output.stdout).expect("UTF-8 output");
    (0..block.len())
        .map(|number| {
            let start = out.find(&format!("\n@@@{number}\n")).expect("the marker") + format!("\n@@@{number}\n").len();
            let end = out[start..].find("\n@@@").map_or(out.len(), |end| start + end);
            out[start..end].to_string()
        })
        .collect()
}

/// Runs every example of `page` in its language; returns how many ran and what printed otherwise
/// than the page shows.
fn check_page(page: &Path) -> (usize, Vec<String>) {
    let (name, lang) = (name(page), lang_of(page));
    let text = std::fs::read_to_string(page).unwrap();
    let blocks = examples(&text);
    // The learner's files the check-cs50 examples name sit beside the commands, as they would for a
    // learner.
    let folder = scratch(&name.replace('/', "-"));
    let learners = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cs50");
    for file in std::fs::read_dir(learners).unwrap() {
        let file = file.unwrap().path();
        std::fs::copy(&file, folder.join(file.file_name().unwrap())).unwrap();
    }
    let mut wrong = Vec::new();
    for block in &blocks {
        for (example, printed) in block.iter().zip(run_block(block, &folder, lang)) {
            // The shell shows a blank line between examples; the program's output is all before it.
            let shown = example.shown.trim_end_matches('\n');
            let printed = printed.trim_end_matches('\n');
            if without_timings(printed) != without_timings(shown) {
                wrong.push(format!(
                    "{name} (LANG={lang}): $ {}\n--- printed:\n{printed}\n--- the page shows:\n{shown}",
                    example.command
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&folder);
    (blocks.iter().map(Vec::len).sum(), wrong)
}

#[test]
fn every_page_is_found() {
    let names: Vec<String> = pages().iter().map(|page| name(page)).collect();
    for expected in [
        "README.md",
        "README.zh-CN.md",
        "ARCHITECTURE.md",
        "CHANGELOG.md",
        "docs/playing.md",
        "docs/explorer.md",
        "docs/explorer.zh-CN.md",
        "docs/check-cs50.md",
        "docs/check-cs50.zh-CN.md",
        "docs/command-line.md",
        "docs/library.md",
        "docs/performance.md",
        "docs/web.md",
        "docs/web.zh-CN.md",
    ] {
        assert!(names.iter().any(|name| name == expected), "{expected} among {names:?}");
    }
    assert_eq!(lang_of(Path::new("docs/explorer.zh-CN.md")), "zh_CN.UTF-8");
    assert_eq!(lang_of(Path::new("docs/explorer.md")), "C");
}

#[test]
fn every_example_of_every_page_prints_what_the_page_shows() {
    let pages = pages();
    // Each page in a thread of its own: the check-cs50 examples take seconds each.
    let results: Vec<(String, usize, Vec<String>)> = std::thread::scope(|threads| {
        let running: Vec<_> = pages
            .iter()
            .map(|page| threads.spawn(move || (name(page), check_page(page))))
            .collect();
        running
            .into_iter()
            .map(|thread| {
                let (name, (count, wrong)) = thread.join().unwrap();
                (name, count, wrong)
            })
            .collect()
    });
    let wrong: Vec<&String> = results.iter().flat_map(|(_, _, wrong)| wrong).collect();
    assert!(wrong.is_empty(), "{} examples print otherwise:\n\n{}", wrong.len(), {
        let shown: Vec<&str> = wrong.iter().map(|w| w.as_str()).collect();
        shown.join("\n\n")
    });
    // The pages that teach by example have them, so a page whose examples stopped being found fails.
    let count = |page: &str| results.iter().find(|(name, ..)| name == page).map_or(0, |r| r.1);
    for (page, at_least) in [
        ("README.md", 5),
        ("README.zh-CN.md", 5),
        ("docs/playing.md", 1),
        ("docs/explorer.md", 11),
        ("docs/explorer.zh-CN.md", 11),
        ("docs/check-cs50.md", 6),
        ("docs/check-cs50.zh-CN.md", 6),
        ("docs/command-line.md", 16),
    ] {
        assert!(
            count(page) >= at_least,
            "{page}: {} examples found, at least {at_least} expected",
            count(page)
        );
    }
}

#[test]
fn the_chinese_pages_print_chinese() {
    // A Chinese page run in English would show English: this holds the language to the page.
    let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("README.zh-CN.md");
    let text = std::fs::read_to_string(page).unwrap();
    let shown: String = examples(&text).iter().flatten().map(|e| e.shown.as_str()).collect();
    assert!(shown.contains("获胜"), "{shown}");
}

#[test]
fn timings_are_masked_and_nothing_else() {
    assert_eq!(
        without_timings("\"nodes\":39,\"micros\":4,"),
        "\"nodes\":39,\"micros\":_,"
    );
    assert_eq!(
        without_timings("2,038 nodes, 93 µs, 3.50 ms"),
        "2,038 nodes, _ µs, _ ms"
    );
    assert_eq!(
        without_timings("took 0.21 s, from; 5 steps, 2 s) 用了 0.21 秒 {\"seconds\":0.0123}"),
        "took _ s, from; 5 steps, _ s) 用了 _ 秒 {\"seconds\":_}"
    );
}

#[test]
fn an_example_that_prints_otherwise_is_caught() {
    let folder = scratch("wrong-example");
    let page = folder.join("wrong.md");
    std::fs::write(&page, "```\n$ tictactoe play X.O.X.... 2,2\nX.O.X...X\n```\n").unwrap();
    let (count, wrong) = check_page(&page);
    let _ = std::fs::remove_dir_all(&folder);
    assert_eq!(count, 1);
    assert_eq!(wrong.len(), 1, "{wrong:?}");
    assert!(wrong[0].contains("X.O.X...O"), "{}", wrong[0]);
}

#[test]
fn every_rust_example_is_one_of_the_crates_doc_tests() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // The crate's documentation runs them as doc tests; there, each line is behind `//! ` or `/// `.
    let documented: Vec<String> = rust_sources(&root.join("src"))
        .iter()
        .map(|file| {
            std::fs::read_to_string(file)
                .unwrap()
                .lines()
                .filter_map(|line| {
                    let line = line.trim_start();
                    line.strip_prefix("//!").or_else(|| line.strip_prefix("///"))
                })
                .map(|line| format!("{}\n", line.strip_prefix(' ').unwrap_or(line)))
                .collect()
        })
        .collect();
    let mut found = 0;
    for page in pages() {
        for example in fenced(&std::fs::read_to_string(&page).unwrap(), "rust") {
            assert!(example.lines().count() > 5, "{}: {example}", name(&page));
            assert!(
                documented.iter().any(|docs| docs.contains(&example)),
                "{}: this example is not one the crate's documentation tests:\n{example}",
                name(&page)
            );
            found += 1;
        }
    }
    assert!(found >= 3, "the pages' Rust examples were found ({found})");
    // The front page's is the crate's own, from src/lib.rs.
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let lib = std::fs::read_to_string(root.join("src/lib.rs")).unwrap();
    let first = &fenced(&readme, "rust")[0];
    let lib_docs: String = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .map(|line| format!("{}\n", line.strip_prefix(' ').unwrap_or(line)))
        .collect();
    assert!(
        lib_docs.contains(first.as_str()),
        "the README's example is not src/lib.rs's:\n{first}"
    );
}
