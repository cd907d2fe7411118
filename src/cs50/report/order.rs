//! What to fix, in order: the failing functions that fail of their own first, in the order the
//! functions build on each other, then each that is right once one before it is; with the command that
//! checks each again, in seconds, once fixed.

use super::{FunctionReport, Report};
use crate::lang::Lang;
use crate::output::quote::{one_line, shell_word};

/// The failing functions in the order to fix them: each `because_of` after the function it names; not
/// those that fail only because the file reached into the checker, which the report's warning says.
pub fn fix_order(functions: &[FunctionReport]) -> Vec<&FunctionReport> {
    let failing: Vec<&FunctionReport> = functions
        .iter()
        .filter(|f| !f.ok() && !f.fails_only_by_reach())
        .collect();
    let mut order: Vec<&FunctionReport> = failing.iter().copied().filter(|f| f.because_of.is_none()).collect();
    // Each round places those whose cause is placed; a cause that is not failing any more is none.
    while order.len() < failing.len() {
        let placed = order.len();
        for &f in &failing {
            let placed_cause = f.because_of.is_some_and(|cause| {
                order.iter().any(|g| g.function == cause) || failing.iter().all(|g| g.function != cause)
            });
            if placed_cause && order.iter().all(|g| g.function != f.function) {
                order.push(f);
            }
        }
        if order.len() == placed {
            break;
        }
    }
    order
}

/// The numbered list of what to fix, with the command that checks each again; empty when nothing fails.
pub fn text(report: &Report, lang: Lang) -> String {
    let order = fix_order(&report.functions);
    if order.is_empty() {
        return String::new();
    }
    let mut out = lang
        .pick(
            "\nTo fix, in this order (each command checks that function again, once fixed):\n",
            "\n修正的顺序（改好之后，每行的命令只把那个函数再检查一遍）：\n",
        )
        .to_string();
    let file = one_line(&shell_word(&report.file));
    for (at, f) in order.iter().enumerate() {
        let name = f.function.name();
        let what = match f.because_of {
            Some(cause) => {
                let cause = cause.name();
                lang.pick(
                    format!("right once {cause} is: check it again after fixing {cause}"),
                    format!("{cause} 改对之后它就对了：改好 {cause} 之后再检查一遍"),
                )
            }
            None => format!("tictactoe check-cs50 --only {name} {file}"),
        };
        out.push_str(&format!("  {}. {name:<9} {what}\n", at + 1));
    }
    out
}
