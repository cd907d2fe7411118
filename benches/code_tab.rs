//! The window while a learner's file is checked, as the Your code tab runs it: each frame's time (the
//! views laid out and tessellated, as eframe does before painting) while the check runs in the
//! background, and how long after opening the file the six small functions' verdicts show. Prints
//! medians and ranges; `cargo bench -p tictactoe-benches --features window --bench code_tab`.

use std::path::Path;
use std::time::{Duration, Instant};

use tictactoe::app::session_file::Saved;
use tictactoe::app::{Action, Screen, TicTacToe, code};

/// The learners' files measured: a plain solution, and one whose minimax swaps Max and Min.
const FILES: [&str; 2] = ["plain.py", "swapped.py"];
/// How many times each file is opened and checked.
const RUNS: usize = 3;

fn main() {
    for name in FILES {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/cs50").join(name);
        let (mut frames, mut verdicts, mut checks) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..RUNS {
            let run = check_in_window(&file);
            frames.extend(run.frames);
            verdicts.push(run.verdicts);
            checks.push(run.whole);
        }
        println!("{name}: frames while checking: {}", summary(&mut frames));
        println!(
            "{name}: the six small functions' verdicts shown after: {}",
            summary(&mut verdicts)
        );
        println!("{name}: the whole check: {}", summary(&mut checks));
    }
}

/// What one check in the window measured.
struct Run {
    frames: Vec<Duration>,
    verdicts: Duration,
    whole: Duration,
}

/// Opens `file` in the Your code tab of a window of 1280x800 and draws frames, one every 16 ms, until
/// its check ends.
fn check_in_window(file: &Path) -> Run {
    let ctx = egui::Context::default();
    TicTacToe::set_up(&ctx);
    let mut app = TicTacToe::from_saved(Saved::default(), None, Instant::now(), 1);
    app.apply(Action::Show(Screen::Code));
    let input = || egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0))),
        ..egui::RawInput::default()
    };
    let frame = |app: &mut TicTacToe| {
        let started = Instant::now();
        let output = ctx.run_ui(input(), |ui| {
            app.logic(ui.ctx(), Instant::now());
            app.show(ui);
        });
        let _ = ctx.tessellate(output.shapes, output.pixels_per_point);
        started.elapsed()
    };
    // The window as it opens (its fonts loaded, the tab drawn once), before the file is.
    for _ in 0..3 {
        frame(&mut app);
    }
    let started = Instant::now();
    app.apply(Action::Code(code::Action::Open(file.to_path_buf())));
    let (mut frames, mut verdicts) = (Vec::new(), None);
    while app.state().code.checking.is_some() {
        let took = frame(&mut app);
        frames.push(took);
        if took > Duration::from_millis(16) {
            let done = app.state().code.small_functions_done();
            println!(
                "  a frame of {took:.1?} at {:.2?}, the small functions done: {done}",
                started.elapsed()
            );
        }
        if verdicts.is_none() && app.state().code.small_functions_done() {
            verdicts = Some(started.elapsed());
        }
        std::thread::sleep(Duration::from_millis(16).saturating_sub(took));
    }
    let whole = started.elapsed();
    // The frame that draws the report, once the check has ended.
    let report = frame(&mut app);
    println!("  the frame that draws the report: {report:.1?}");
    Run {
        frames,
        verdicts: verdicts.unwrap_or(whole),
        whole,
    }
}

/// The median and the range of `times`.
fn summary(times: &mut [Duration]) -> String {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let (median, least, most) = (times[times.len() / 2], times[0], times[times.len() - 1]);
    format!(
        "median {:.2} ms, {:.2} to {:.2} ms ({} measured)",
        ms(median),
        ms(least),
        ms(most),
        times.len()
    )
}
