//! The command line on hostile input and hostile surroundings: errors stay one short line, a full
//! or closed output never turns into a crash, `--` ends the flags, and huge input costs little.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::support::*;

// ---- writing to a full or closed stream ----

/// Opens /dev/full, where every write fails, if the system has it.
#[cfg(unix)]
fn full() -> Option<Stdio> {
    std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .ok()
        .map(Stdio::from)
}

#[cfg(unix)]
#[test]
fn an_error_that_cannot_be_written_still_exits_with_2() {
    let cases: [(&[&str], &[u8]); 5] = [
        (&["frobnicate"], b""),
        (&["analyze", "--frobnicate", "X........"], b""),
        (&["analyze", "O........"], b""),
        (&["play", "X........", "0,0"], b""),
        (&["analyze", "--json", "-"], b"X........\nZZZ\n.........\n"),
    ];
    for (args, stdin) in cases {
        let Some(stderr) = full() else { return };
        let mut child = program()
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(stdin).unwrap();
        let output = child.wait_with_output().unwrap();
        // A panic exits with 101 (debug) or dies of SIGABRT (release, no code at all).
        assert_eq!(output.status.code(), Some(2), "{args:?}: {:?}", output.status);
    }
    // The good boards before and after a rejected line are still printed.
    let mut child = program()
        .args(["analyze", "--json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(full().unwrap())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"X........\nZZZ\n.........\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(text(&output.stdout).lines().count(), 2);
}

#[cfg(unix)]
#[test]
fn output_that_cannot_be_written_exits_with_2_even_when_its_error_cannot_be_either() {
    for args in [
        &["--version"][..],
        &["--help"],
        &["best", "X........"],
        &["export-table", "-"],
    ] {
        let Some(stdout) = full() else { return };
        let output = program()
            .args(args)
            .stdin(Stdio::null())
            .stdout(stdout)
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let err = one_error_line(&output.stderr);
        assert!(err.starts_with("error: cannot write output: "), "{err}");

        let status = program()
            .args(args)
            .stdin(Stdio::null())
            .stdout(full().unwrap())
            .stderr(full().unwrap())
            .status()
            .unwrap();
        assert_eq!(status.code(), Some(2), "{args:?}: {status:?}");
    }
}

/// Runs `analyze -` on `stdin` with nobody reading standard output, as `| head -0` would.
fn analyze_into_a_closed_pipe(stdin: Vec<u8>) -> std::process::Output {
    let mut child = program()
        .args(["analyze", "--json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&stdin);
    });
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

#[test]
fn a_closed_pipe_keeps_the_status_of_a_line_already_rejected() {
    let many_boards = "X........\n".repeat(20_000);
    let output = analyze_into_a_closed_pipe(format!("X........\nZZZ\n{many_boards}").into_bytes());
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let err = one_error_line(&output.stderr);
    assert!(err.starts_with("error: line 2: board 'ZZZ'"), "{err}");

    // With nothing rejected, a closed pipe ends the run quietly and well.
    let output = analyze_into_a_closed_pipe(many_boards.into_bytes());
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    assert!(output.stderr.is_empty(), "{output:?}");
}

// ---- errors quote what was typed on one short line ----

#[test]
fn control_characters_in_input_are_escaped_in_errors() {
    let err = rejected(&["analyze", "X...\n....."]);
    assert!(err.starts_with(r"error: board 'X...\n.....': "), "{err}");
    let err = rejected(&["analyze", "\u{1b}[2J\u{1b}[31mX\r........"]);
    assert!(
        err.starts_with(r"error: board '\u{1b}[2J\u{1b}[31mX\r........': "),
        "{err}"
    );
    assert!(!err.contains('\u{1b}') && !err.contains('\r'), "{err:?}");
    let err = rejected(&["play", ".........", "1,\u{1b}1"]);
    assert!(err.contains(r"move '1,\u{1b}1' is not written as R,C"), "{err}");
    let err = rejected(&["analyze", "--engine", "mini\nmax", "X........"]);
    assert!(err.contains(r"unknown engine 'mini\nmax'"), "{err}");
    let err = rejected(&["analyze", "--fro\u{7}b", "X........"]);
    assert!(err.contains(r"no option '--fro\u{7}b'"), "{err}");
    let err = rejected(&["fro\nbnicate"]);
    assert!(err.contains(r"unknown command 'fro\nbnicate'"), "{err}");
    let err = rejected(&["export-table", "/nonexistent-directory/ta\nble.bin"]);
    assert!(err.contains(r"'/nonexistent-directory/ta\nble.bin'"), "{err}");
    // Standard input can carry what arguments cannot: NUL.
    let output = run_with(&["analyze", "-"], b"X\0.\r......\n");
    assert_eq!(output.status.code(), Some(2));
    let err = one_error_line(&output.stderr);
    assert!(err.starts_with(r"error: line 1: board 'X\0.\r......': "), "{err}");
}

#[test]
fn a_long_input_is_quoted_in_part_with_its_length() {
    let long = "X".repeat(100_000);
    let err = rejected(&["analyze", &long]);
    let shown = "X".repeat(40);
    assert!(
        err.starts_with(&format!("error: board '{shown}'... (100,000 characters): ")),
        "{err}"
    );
    assert!(err.len() < 200, "{err}");
    let err = rejected(&["best", "--engine", &long, "X........"]);
    assert!(err.contains(&format!("'{shown}'... (100,000 characters)")), "{err}");
    // The names of the eight engines follow it.
    assert!(err.len() < 250, "{err}");
    let err = rejected(&["play", ".........", &format!("1,{long}x")]);
    assert!(err.contains("... (100,003 characters)"), "{err}");
    // A long path keeps its end, which names the file.
    let path = format!("/nonexistent-directory/{}/table.bin", "d".repeat(200));
    let err = rejected(&["export-table", &path]);
    assert!(err.contains("dddd/table.bin' (233 characters)"), "{err}");
    assert!(err.len() < 200, "{err}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_huge_stdin_line_is_one_short_error_read_with_little_memory() {
    let mut child = program()
        .args(["analyze", "--json", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"X........\n").unwrap();
    let chunk = vec![b'X'; 1 << 20];
    for _ in 0..64 {
        input.write_all(&chunk).unwrap();
    }
    // The program has read all but a pipe's worth of the 64 MiB line, and waits for the rest.
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let peak_kib: u64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc/PID/status");
    input.write_all(b"\n.........\n").unwrap();
    drop(input);
    let output = child.wait_with_output().unwrap();
    assert!(
        peak_kib < 32 * 1024,
        "peak memory {peak_kib} KiB while reading a 64 MiB line"
    );
    assert_eq!(output.status.code(), Some(2));
    let err = one_error_line(&output.stderr);
    assert_eq!(
        err,
        format!(
            "error: line 2: board '{}'... (67,108,864 characters): too long for a board (a line is read up to 4,096 bytes)",
            "X".repeat(40)
        )
    );
    // The lines around it are still analyzed.
    let out = text(&output.stdout);
    let boards: Vec<&str> = out.lines().map(|line| &line[10..19]).collect();
    assert_eq!(boards, ["X........", "........."]);
}

// ---- `--` and flags ----

#[test]
fn a_double_dash_ends_the_flags() {
    let out = ok(&["analyze", "--json", "--", "-X......."]);
    assert!(out.starts_with(r#"{"board":".X.......","#), "{out}");
    let out = ok_with(&["analyze", "--", "-X.......", "-"], b"X........\n");
    assert!(out.starts_with("board    .X.......\n"), "{out}");
    assert!(out.contains("board    X........\n"), "{out}");
    assert_eq!(ok(&["best", "--", "-X-------"]), ok(&["best", ".X......."]));
    assert_eq!(ok(&["play", "--", "-X.......", "1,1"]), ".X..O....\n");
    let err = rejected(&["analyze", "--", "--json"]);
    assert!(err.starts_with("error: board '--json': "), "{err}");
    let err = rejected(&["analyze", "--", "--help"]);
    assert!(err.starts_with("error: board '--help': "), "{err}");
    // Flags before the `--` still count.
    let out = ok(&["best", "--engine", "minimax", "--", "XX.OO...."]);
    assert_eq!(out, "0,2\n");
}

#[test]
fn flags_take_their_values_in_either_form() {
    for args in [
        &["best", "--engine", "alphabeta", "XX.OO...."][..],
        &["best", "--engine=alphabeta", "XX.OO...."],
        &["best", "XX.OO....", "--engine", "alphabeta"],
    ] {
        assert_eq!(ok(args), "0,2\n", "{args:?}");
    }
    let err = rejected(&["analyze", "--json=yes", "X........"]);
    assert_eq!(err, "error: --json takes no value, got 'yes'");
    let err = rejected(&["best", "X........", "--engine"]);
    assert_eq!(err, "error: --engine needs a value: --engine E (see tictactoe --help)");
    let err = rejected(&["play", "--engine=table", "X........", "1,1"]);
    assert_eq!(err, "error: play has no option '--engine' (see tictactoe --help)");
    let err = rejected(&["analyze", "-j", "X........"]);
    assert_eq!(err, "error: analyze has no option '-j' (see tictactoe --help)");
}

#[test]
fn the_help_names_the_double_dash_and_export_to_standard_output() {
    let help = ok(&["--help"]);
    assert!(help.contains("'--' ends the options"), "{help}");
    assert!(help.contains("FILE '-' writes"), "{help}");
    for line in help.lines() {
        assert!(line.chars().count() <= 100, "{line}");
    }
}

// ---- byte-order marks, plurals, huge move numbers ----

#[test]
fn a_byte_order_mark_before_the_first_board_is_ignored() {
    let out = ok_with(
        &["analyze", "--json", "-"],
        "\u{feff}X........\r\n.........\n".as_bytes(),
    );
    assert_eq!(out.lines().count(), 2, "{out}");
    assert!(out.starts_with(r#"{"board":"X........","#), "{out}");
    let out = ok(&["analyze", "--json", "\u{feff}X........"]);
    assert!(out.starts_with(r#"{"board":"X........","#), "{out}");
    assert_eq!(ok(&["best", "\u{feff}XX.OO...."]), "0,2\n");
    // Only before the first board: anywhere else it is a bad character, escaped.
    let err = rejected(&["analyze", "X........", "\u{feff}X........"]);
    assert!(err.contains(r"'\u{feff}X........'"), "{err}");
    let output = run_with(&["analyze", "--json", "-"], "X........\n\u{feff}X........\n".as_bytes());
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(text(&output.stdout).lines().count(), 1);
    let err = one_error_line(&output.stderr);
    assert!(err.starts_with(r"error: line 2: board '\u{feff}X........'"), "{err}");
}

#[test]
fn counts_of_one_are_singular() {
    let err = rejected(&["analyze", "XOO......"]);
    assert!(err.contains("X has 1 mark and O has 2"), "{err}");
    let err = rejected(&["analyze", "XXX......"]);
    assert!(err.contains("X has 3 marks and O has 0"), "{err}");
    let err = rejected(&["best", "X........", "X........"]);
    assert!(err.ends_with("got 2 arguments"), "{err}");
    let err = rejected(&["play", "X........"]);
    assert!(err.ends_with("got 1 argument"), "{err}");
    let out = ok(&["analyze", "--engine", "minimax", "XXXOO...."]);
    assert!(out.contains(", 1 node, "), "{out}");
    let out = ok(&["analyze", "--engine", "minimax", "........."]);
    assert!(out.contains(", 549,946 nodes, "), "{out}");
}

#[test]
fn moves_too_large_for_a_number_are_off_the_board() {
    let small = rejected(&["play", ".........", "9,9"]);
    assert!(
        small.ends_with("the cell is off the board (rows and columns are 0 to 2)"),
        "{small}"
    );
    for text in [
        "99999999999999999999,0",
        "0,99999999999999999999",
        "99999999999999999999,1",
    ] {
        let err = rejected(&["play", ".........", text]);
        assert_eq!(err, small.replace("9,9", text));
    }
}

/// Output thrown away is no error, however it is thrown away: a shell's `>/dev/null`, Python's
/// `subprocess.run(..., stdout=subprocess.DEVNULL)` (which opens /dev/null for reading and writing,
/// as a program that finds its standard output closed does before `main`), or `>&-`.
#[cfg(unix)]
#[test]
fn output_thrown_away_is_no_error() {
    let program = env!("CARGO_BIN_EXE_tictactoe");
    let script = r#"
import subprocess, sys
program = sys.argv[1]
commands = [
    ["analyze", "X........"],
    ["analyze", "--json", "--engine", "minimax", "X........"],
    ["best", "X........"],
    ["play", "X........", "1,1"],
    ["tree", "--depth", "1", "X.O.X...."],
    ["ladder", "X.O.X...."],
    ["match", "--x", "perfect", "--o", "random", "--games", "10", "--seed", "1"],
    ["--help"],
]
for args in commands:
    done = subprocess.run([program] + args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, env={"LANG": "C"})
    print(done.returncode, repr(done.stderr.decode()), " ".join(args))
done = subprocess.run([program, "play", "X........", "0,0"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                      env={"LANG": "C"})
print(done.returncode, repr(done.stderr.decode()), "bad move")
"#;
    let output = Command::new("python3").args(["-c", script, program]).output().unwrap();
    assert!(output.status.success(), "{output:?}");
    let lines: Vec<String> = text(&output.stdout).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 9, "{lines:?}");
    for line in &lines[..8] {
        assert!(line.starts_with("0 '' "), "{line}");
    }
    // Bad input is still bad input, said on standard error.
    assert!(
        lines[8].starts_with("2 \"error: move '0,0' on board X........: cell 0,0 is taken by X"),
        "{}",
        lines[8]
    );
    let shell = |redirect: &str| {
        Command::new("sh")
            .arg("-c")
            .arg(format!("exec \"$0\" analyze X........ {redirect}"))
            .arg(program)
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .unwrap()
    };
    for redirect in [">/dev/null", ">&-"] {
        let done = shell(redirect);
        assert_eq!(
            (done.status.code(), text(&done.stderr)),
            (Some(0), String::new()),
            "{redirect}"
        );
    }
}

#[test]
fn a_flag_where_a_flags_value_should_be_is_a_missing_value() {
    let err = rejected(&["best", "--level", "--seed", "1", "........."]);
    assert_eq!(err, "error: --level needs a value: --level L (see tictactoe --help)");
    // A value that only starts with a dash, such as a board, is still a value elsewhere.
    assert_eq!(ok(&["play", "-X.......", "0,0"]).trim(), "OX.......");
}

#[cfg(all(target_os = "linux", feature = "window"))]
#[test]
fn a_display_that_cannot_be_opened_is_said_in_one_line() {
    let output = program()
        .env("DISPLAY", ":99")
        .env_remove("WAYLAND_DISPLAY")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    // Not bad input: the input was fine, the display is missing.
    assert_eq!(output.status.code(), Some(3), "{output:?}");
    let err = one_error_line(&output.stderr);
    assert!(err.starts_with("error: cannot open the window: "), "{err}");
    assert!(err.contains("(DISPLAY ':99')"), "{err}");
    assert!(
        !err.contains(".rs:") && !err.contains("/.cargo/"),
        "no source path: {err}"
    );
}
