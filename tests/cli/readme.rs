//! Every command-line example in the README (in English, as it runs with `LANG=C`) and in its Chinese
//! page (as it runs with `LANG=zh_CN.UTF-8`), run as written, must print exactly what it shows (timings
//! aside): the examples are the first thing a new user tries.

use std::path::Path;
use std::process::Command;

/// One `$ command` of the README and the output shown under it.
struct Example {
    command: String,
    shown: String,
}

/// The examples of each code block: a line `$ ...` is a command, the lines after it up to the next
/// command or the end of the block are its output.
fn examples(readme: &str) -> Vec<Vec<Example>> {
    let mut blocks = Vec::new();
    let mut in_block = false;
    let mut block: Vec<Example> = Vec::new();
    for line in readme.lines() {
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
        let timing = before.ends_with("\"micros\":") || after.starts_with(" µs") || after.starts_with(" ms");
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

/// Runs every example of the page `name` in a system whose language is `lang`; returns how many.
fn check_page(name: &str, lang: &str) -> usize {
    let readme = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(name)).unwrap();
    let blocks = examples(&readme);
    // The learner's files the check-cs50 examples name sit beside the commands, as they would for a learner.
    let folder = std::env::temp_dir().join(format!("tictactoe-readme-{}-{lang}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let learners = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cs50");
    for file in std::fs::read_dir(learners).unwrap() {
        let file = file.unwrap().path();
        std::fs::copy(&file, folder.join(file.file_name().unwrap())).unwrap();
    }
    for block in &blocks {
        for (example, printed) in block.iter().zip(run_block(block, &folder, lang)) {
            // The shell shows a blank line between examples; the program's output is all before it.
            let shown = example.shown.trim_end_matches('\n');
            let printed = printed.trim_end_matches('\n');
            assert_eq!(
                without_timings(printed),
                without_timings(shown),
                "{name}: $ {}\n--- printed:\n{printed}\n--- the page shows:\n{shown}",
                example.command
            );
        }
    }
    let _ = std::fs::remove_dir_all(&folder);
    blocks.iter().map(Vec::len).sum()
}

#[test]
fn every_readme_example_prints_what_the_readme_shows() {
    let count = check_page("README.md", "C");
    assert!(count >= 7, "the README's examples were found ({count})");
}

#[test]
fn every_example_of_the_chinese_page_prints_what_it_shows_in_chinese() {
    let count = check_page("README.zh-CN.md", "zh_CN.UTF-8");
    assert!(count >= 1, "the Chinese page's examples were found ({count})");
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
}

#[test]
fn the_readmes_library_example_is_the_crates_tested_example() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let start = readme.find("```rust\n").expect("the README has a Rust example") + "```rust\n".len();
    let example = &readme[start..start + readme[start..].find("```").unwrap()];
    assert!(example.lines().count() > 5, "{example}");
    // The crate's documentation runs it as a doc test; there, each line is behind `//! `.
    let lib = std::fs::read_to_string(root.join("src/lib.rs")).unwrap();
    let documented: String = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//!"))
        .map(|line| format!("{}\n", line.strip_prefix(' ').unwrap_or(line)))
        .collect();
    assert!(
        documented.contains(example),
        "the README's example is not the one src/lib.rs tests:\n{example}"
    );
}
