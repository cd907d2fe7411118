//! Every learner's command in Chinese when the system speaks it, or `--lang zh` asks: no English word
//! a person reads, but the names the program and the course give things (commands, options, engines,
//! levels, Max-Value and Min-Value) and the pseudocode's code; JSON and DOT the same in both languages.

use crate::support::{RUNGS, program};

/// Names a Chinese text may show in Latin letters, as they are typed or as the course writes them.
const NAMES: [&str; 26] = [
    "error",
    // A key and a language, named so in Chinese too.
    "Ctrl",
    "Python",
    "Max",
    "Min",
    "Value",
    "Result",
    "µs",
    "tictactoe",
    "analyze",
    "best",
    "play",
    "tree",
    "pseudocode",
    "steps",
    "ladder",
    "match",
    "export",
    "table",
    "check",
    "cs",
    "help",
    "version",
    "none",
    "py",
    "json",
];

/// Everything typed as it is typed: commands, options, engines, levels, formats, placeholders,
/// languages, variables, JSON's field names and the `error: ` prefix.
fn typed(word: &str) -> bool {
    let word = word.trim_matches(['[', ']', '\'', ',', '.', '。', '，', '）', ')', '、']);
    const TYPED: [&str; 22] = [
        "export-table",
        "check-cs50",
        "strategy",
        "x|o",
        "random",
        "easy",
        "medium",
        "hard",
        "perfect",
        "en",
        "zh",
        "en|zh",
        "text",
        "json",
        "dot",
        "bincode",
        "value",
        "plies",
        "error",
        "LC_ALL",
        "LC_MESSAGES",
        "LANG",
    ];
    word.starts_with("--")
        || RUNGS.contains(&word)
        || TYPED.contains(&word)
        || word
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || "_.,|".contains(c))
}

/// The lines of `text` with an English word in them: the pseudocode's code is the course's and stays.
fn english(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| {
            // A line of pseudocode: its number, then code up to the comment's ▷.
            let numbered = line.trim_start().starts_with(|c: char| c.is_ascii_digit()) && line.contains("  ");
            let said = match (numbered, line.find('▷')) {
                (true, Some(at)) => &line[at..],
                (true, None) if !line.contains(|c: char| c > '\u{2E80}') => "",
                _ => line,
            };
            said.split(|c: char| c.is_whitespace() || "（）：，；、。".contains(c))
                .filter(|word| !typed(word))
                .flat_map(|word| word.split(|c: char| !c.is_ascii_alphabetic() && c != 'µ'))
                // X and O, and placeholders such as FILE, are no words.
                .filter(|run| run.chars().count() >= 2 && !run.chars().all(|c| c.is_ascii_uppercase()))
                .any(|run| !NAMES.contains(&run))
        })
        .map(str::to_string)
        .collect()
}

/// The command's output, standard output and error, in a system whose language is Chinese.
fn in_chinese(args: &[&str]) -> String {
    let output = program().env("LANG", "zh_CN.UTF-8").args(args).output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap() + &String::from_utf8(output.stderr).unwrap();
    assert!(!text.is_empty(), "{args:?}");
    text
}

#[test]
fn every_learners_command_speaks_chinese_with_no_english_word() {
    let mut commands: Vec<Vec<&str>> = vec![
        vec!["--help"],
        vec!["analyze", "XO..X...."],
        vec!["analyze", "--engine", "course-alphabeta", "XO..X...."],
        vec!["analyze", "XXXOO...."],
        vec!["best", "X........"],
        vec!["play", "XO..X....", "2,2"],
        vec!["ladder", "XO..X...."],
        vec!["strategy", "--smallest"],
        vec!["strategy", "--as", "o", "--opening", "edge"],
        vec!["match", "--x", "easy", "--o", "hard", "--games", "10", "--seed", "1"],
        // Mistakes too.
        vec!["analyze", "XX......."],
        vec!["best", "--seed", "1", "X........"],
        vec!["play", "XO..X....", "0,0"],
    ];
    for rung in RUNGS {
        commands.push(vec!["pseudocode", "--engine", rung]);
        commands.push(vec!["steps", "--engine", rung, "XXO/OO./X.."]);
        commands.push(vec!["tree", "--engine", rung, "--depth", "2", "XOOX....."]);
    }
    for args in &commands {
        let text = in_chinese(args);
        // A move or a board alone is the same in both languages.
        let words = !matches!(args[0], "best" | "play") || text.starts_with("error");
        assert!(
            !words || text.contains(|c: char| ('\u{4E00}'..='\u{9FFF}').contains(&c)),
            "{args:?}: {text}"
        );
        assert_eq!(english(&text), Vec::<String>::new(), "{args:?}");
        // --lang zh says the same in any system.
        let asked: Vec<&str> = args.iter().copied().chain(["--lang", "zh"]).collect();
        let output = program().args(&asked).output().unwrap();
        let same = String::from_utf8(output.stdout).unwrap() + &String::from_utf8(output.stderr).unwrap();
        assert_eq!(without_timings(&same), without_timings(&text), "{args:?}");
    }
}

#[test]
fn the_root_note_names_the_functions_each_side_chooses_by_in_both_languages() {
    // Which side picks by Min-Value and which by Max-Value is what tells a branch run for the wrong side.
    for lang in ["en", "zh"] {
        let text = crate::support::ok(&["pseudocode", "--engine", "course-minimax", "--lang", lang]);
        // The note, with the lines it wraps onto (unnumbered).
        let note: String = text
            .lines()
            .skip_while(|line| !line.starts_with(" 15 "))
            .take_while(|line| line.starts_with(" 15 ") || line.starts_with("    "))
            .collect();
        for name in ["Min-Value(Result(s, a))", "Max-Value(Result(s, a))"] {
            assert!(note.contains(name), "{lang}: {note}");
        }
    }
}

#[test]
fn json_and_dot_are_the_same_in_both_languages() {
    for args in [
        &["analyze", "--json", "--engine", "course-minimax", "XO..X...."][..],
        &["tree", "--json", "--engine", "course-alphabeta", "XOOX....."],
        &["tree", "--format", "dot", "XOOX....."],
        &["steps", "--json", "--engine", "course-alphabeta", "XOOX....."],
        &["ladder", "--json", "XOOX....."],
        &[
            "match", "--x", "easy", "--o", "hard", "--games", "10", "--seed", "1", "--json",
        ],
    ] {
        let english = program().args(args).output().unwrap().stdout;
        let chinese = program().env("LANG", "zh_CN.UTF-8").args(args).output().unwrap().stdout;
        let (english, chinese) = (String::from_utf8(english).unwrap(), String::from_utf8(chinese).unwrap());
        assert_eq!(without_timings(&english), without_timings(&chinese), "{args:?}");
    }
}

/// The text with every timing (`"micros":N`, `N µs`) blanked.
fn without_timings(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let words: Vec<String> = line
            .split(',')
            .map(|part| match part.split_once("\"micros\":") {
                Some((before, _)) => format!("{before}\"micros\":_"),
                None => part.to_string(),
            })
            .collect();
        let line = words.join(",");
        let line = match line.find(" µs") {
            Some(at) => {
                let start = line[..at].rfind(' ').map_or(0, |s| s + 1);
                format!("{}_{}", &line[..start], &line[at..])
            }
            None => line,
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[test]
fn why_a_python_cannot_be_run_is_said_in_chinese_too() {
    let output = crate::support::program()
        .args(["check-cs50", "--lang", "zh", "--python", "no-such-python-here"])
        .arg(crate::check_cs50::learner("tictactoe.py"))
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(
        err,
        "error: 无法运行 'no-such-python-here'：在 PATH 中找不到（请安装 Python 3，或用 --python PATH 指定）\n"
    );
}
