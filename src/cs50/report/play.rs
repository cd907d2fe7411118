//! The words of a game against the learner's `minimax`: why it gave no move, and where its other
//! functions break the rules on the position.

use super::super::harness::{Lost, StartError};
use super::super::judge::Failure;
use super::super::options::Options;
use super::super::play::NoMove;
use super::words::{self, Context};
use super::{error_words, one_line, run_error_words};
use crate::cs50::Function;
use crate::lang::Lang;

/// Why the learner's `minimax` gave no move, in one sentence.
pub fn no_move_words(no_move: &NoMove, file: &str, lang: Lang) -> String {
    let context = context(file);
    let said = match no_move {
        // The command line's words name its --python option, which the window has not.
        NoMove::Start(StartError::CannotRun { python, error }) => {
            let (python, error) = (python.display(), run_error_words(error, lang));
            return lang.pick(
                format!("cannot run {python} ({error}): install Python 3 to play against your minimax"),
                format!("无法运行 {python}（{error}）：请安装 Python 3，才能和你的 minimax 对弈"),
            );
        }
        NoMove::Start(error) => return error_words(error, lang),
        NoMove::Raised(error) => words::raised(error, context, lang),
        NoMove::Lost(Lost::TimedOut(limit)) => {
            let seconds = limit.as_secs_f64();
            lang.pick(
                format!("did not answer within {seconds} s, and was stopped"),
                format!("{seconds} 秒内没有回答，已被停止"),
            )
        }
        NoMove::Lost(lost) => words::lost_words(lost, Function::Minimax, Options::DEFAULT_MEMORY, lang),
        NoMove::Reached(reach) => {
            let got = super::reached::got(*reach, file, lang);
            lang.pick(format!("gave {got}"), got)
        }
        NoMove::Illegal(value) => {
            let value = one_line(&words::value_text(value));
            lang.pick(
                format!("returned {value}, which is not an empty cell of the board"),
                format!("返回了 {value}，它不是棋盘上的空格"),
            )
        }
    };
    lang.pick(format!("your minimax {said}"), format!("你的 minimax {said}"))
}

/// Where one of the learner's functions breaks the rules on the position, in one sentence.
pub fn slip_words(failure: &Failure, file: &str, lang: Lang) -> String {
    let (call, got) = (
        words::call(failure, lang),
        one_line(&words::got(failure, context(file), lang)),
    );
    let expected = one_line(&words::expected(&failure.expected, lang));
    lang.pick(
        format!("{call} gave {got}; the rules give {expected}"),
        format!("{call} 得到 {got}；按规则应为 {expected}"),
    )
}

fn context(file: &str) -> Context<'_> {
    Context {
        file,
        memory: Options::DEFAULT_MEMORY,
    }
}
