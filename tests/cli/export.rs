//! `export-table` writes its file whole through a fresh temporary file: nothing planted beside the
//! target is followed, racing exports all succeed, a failure leaves nothing behind, and `-` sends
//! the same bytes to standard output.

use std::fs;
use std::path::Path;
use std::process::Stdio;

use crate::support::*;
use tictactoe::table::ExportedTable;

fn export(path: &Path) -> String {
    ok(&["export-table", path.to_str().unwrap()])
}

fn assert_valid_table(path: &Path) {
    let bytes = fs::read(path).unwrap();
    let table = ExportedTable::decode(&bytes).expect("a whole table");
    assert_eq!(table.positions.len(), 5_478);
}

#[cfg(unix)]
#[test]
fn a_link_planted_at_the_old_temporary_name_is_left_alone() {
    let dir = scratch("planted");
    let victim = dir.join("victim.txt");
    fs::write(&victim, b"precious").unwrap();
    let planted = dir.join("out.bin.partial");
    std::os::unix::fs::symlink(&victim, &planted).unwrap();

    let out = export(&dir.join("out.bin"));
    assert!(out.starts_with("5478 positions written to "), "{out}");
    assert_valid_table(&dir.join("out.bin"));
    assert_eq!(fs::read(&victim).unwrap(), b"precious");
    assert!(fs::symlink_metadata(&planted).unwrap().file_type().is_symlink());
    assert_eq!(fs::read_link(&planted).unwrap(), victim);
    assert_eq!(names(&dir), ["out.bin", "out.bin.partial", "victim.txt"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn concurrent_exports_to_one_path_all_succeed() {
    let dir = scratch("concurrent");
    let path = dir.join("table.bin");
    // Rounds of eight at once: a shared temporary name failed a few times in a hundred.
    for _ in 0..20 {
        let children: Vec<_> = (0..8)
            .map(|_| {
                program()
                    .args(["export-table", path.to_str().unwrap()])
                    .stdin(Stdio::null())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in children {
            let output = child.wait_with_output().unwrap();
            assert_eq!(output.status.code(), Some(0), "{output:?}");
            assert!(output.stderr.is_empty(), "{output:?}");
        }
        assert_valid_table(&path);
        assert_eq!(names(&dir), ["table.bin"]);
    }
    fs::remove_dir_all(&dir).unwrap();
}

/// Runs an export that may write at most 1,024 bytes to any file: a write past that fails
/// with EFBIG, for root too (the shell makes SIGXFSZ ignored, which the program inherits).
#[cfg(unix)]
fn export_limited_to_1_kib(path: &Path) -> std::process::Output {
    std::process::Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 2 && exec \"$0\" export-table \"$1\"")
        .arg(env!("CARGO_BIN_EXE_tictactoe"))
        .arg(path)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

#[cfg(unix)]
#[test]
fn a_write_that_fails_halfway_leaves_the_old_file_and_no_temporary_one() {
    let dir = scratch("halfway");
    let path = dir.join("table.bin");
    fs::write(&path, b"the old file").unwrap();
    let output = export_limited_to_1_kib(&path);
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert!(output.stdout.is_empty(), "{output:?}");
    let err = one_error_line(&output.stderr);
    assert!(err.starts_with("error: cannot write '"), "{err}");
    assert_eq!(fs::read(&path).unwrap(), b"the old file");
    assert_eq!(names(&dir), ["table.bin"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_export_over_a_directory_fails_and_leaves_no_temporary_file() {
    // Renaming a file over a directory fails, for root too: the temporary file was written by then.
    let dir = scratch("over-a-directory");
    let target = dir.join("table.bin");
    fs::create_dir(&target).unwrap();
    fs::write(target.join("inside"), b"kept").unwrap();
    let err = rejected(&["export-table", target.to_str().unwrap()]);
    assert!(err.starts_with("error: cannot write '"), "{err}");
    assert!(err.contains("table.bin'"), "{err}");
    assert_eq!(names(&dir), ["table.bin"]);
    assert_eq!(names(&target), ["inside"]);

    // A directory that does not exist: nothing is created anywhere.
    let missing = dir.join("missing").join("table.bin");
    rejected(&["export-table", missing.to_str().unwrap()]);
    assert_eq!(names(&dir), ["table.bin"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn an_export_into_a_read_only_directory_fails_cleanly() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("read-only");
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o555)).unwrap();
    // Root writes anyway: then there is nothing to test here.
    let root = fs::write(dir.join("probe"), b"").is_ok();
    if !root {
        let err = rejected(&["export-table", dir.join("table.bin").to_str().unwrap()]);
        assert!(err.contains("cannot be written to"), "{err}");
        assert!(names(&dir).is_empty(), "{:?}", names(&dir));
    }
    fs::set_permissions(&dir, fs::Permissions::from_mode(0o755)).unwrap();
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_export_replaces_an_older_file() {
    let dir = scratch("replace");
    let path = dir.join("table.bin");
    fs::write(&path, b"an older, shorter file").unwrap();
    export(&path);
    assert_valid_table(&path);
    assert_eq!(names(&dir), ["table.bin"]);
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn export_to_standard_output_gives_the_same_bytes() {
    let dir = scratch("stdout");
    let path = dir.join("table.bin");
    export(&path);
    let output = run_with(&["export-table", "-"], b"");
    assert_eq!(output.status.code(), Some(0), "{output:?}");
    assert!(output.stderr.is_empty(), "{output:?}");
    assert_eq!(output.stdout, fs::read(&path).unwrap());
    // A file named `-` is still reachable as `./-`, and `--` ends the flags before a name like a flag.
    let out = ok_with_dir(&dir, &["export-table", "./-"]);
    assert!(out.starts_with("5478 positions written to ./-"), "{out}");
    let out = ok_with_dir(&dir, &["export-table", "--", "--json"]);
    assert!(out.starts_with("5478 positions written to --json"), "{out}");
    assert_valid_table(&dir.join("-"));
    assert_valid_table(&dir.join("--json"));
    fs::remove_dir_all(&dir).unwrap();
}

/// A success in `dir` as the working directory; returns stdout.
fn ok_with_dir(dir: &Path, args: &[&str]) -> String {
    let output = program()
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0), "{args:?}: {output:?}");
    assert!(output.stderr.is_empty(), "{output:?}");
    text(&output.stdout)
}

#[cfg(unix)]
#[test]
fn an_export_over_a_file_keeps_its_permissions_and_refuses_a_read_only_one() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("permissions");
    let private = dir.join("private.bin");
    fs::write(&private, b"old").unwrap();
    fs::set_permissions(&private, fs::Permissions::from_mode(0o600)).unwrap();
    export(&private);
    assert_valid_table(&private);
    assert_eq!(fs::metadata(&private).unwrap().permissions().mode() & 0o777, 0o600);

    let read_only = dir.join("read-only.bin");
    fs::write(&read_only, b"keep me").unwrap();
    fs::set_permissions(&read_only, fs::Permissions::from_mode(0o444)).unwrap();
    let err = rejected(&["export-table", read_only.to_str().unwrap()]);
    assert!(err.starts_with("error: cannot write '"), "{err}");
    assert!(
        err.contains("read-only.bin'") && err.ends_with(": the file is read-only"),
        "{err}"
    );
    assert_eq!(fs::read(&read_only).unwrap(), b"keep me");
    assert_eq!(names(&dir), ["private.bin", "read-only.bin"], "no temporary file left");
    fs::remove_dir_all(&dir).unwrap();
}

#[cfg(unix)]
#[test]
fn an_export_through_a_link_replaces_the_file_it_names_and_keeps_the_link() {
    let dir = scratch("link");
    fs::create_dir(dir.join("real")).unwrap();
    let target = dir.join("real").join("table.bin");
    fs::write(&target, b"old").unwrap();
    let link = dir.join("table.bin");
    std::os::unix::fs::symlink("real/table.bin", &link).unwrap();
    export(&link);
    assert!(
        fs::symlink_metadata(&link).unwrap().file_type().is_symlink(),
        "the link stays a link"
    );
    assert_valid_table(&target);
    // The temporary file was made beside the target, and is gone.
    assert_eq!(names(&dir.join("real")), ["table.bin"]);
    assert_eq!(names(&dir), ["real", "table.bin"]);
    fs::remove_dir_all(&dir).unwrap();
}
