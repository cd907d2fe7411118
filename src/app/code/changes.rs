//! What a check changed since the one before, in one sentence: "minimax passes now; winner still fails
//! on 9 boards".

use super::Verdicts;
use crate::cs50::Function;
use crate::lang::Lang;
use crate::output::numbers::thousands;

/// The sentence, or `None` when there was no check before.
pub fn said(before: Option<&Verdicts>, now: &Verdicts, lang: Lang) -> String {
    let Some(before) = before else {
        return String::new();
    };
    let mut parts = Vec::new();
    for function in Function::ALL {
        let ([was_passed, was_checked], [passed, checked]) =
            (before.functions[function.index()], now.functions[function.index()]);
        let (was, now) = (was_checked - was_passed, checked - passed);
        let (was_said, n_said) = (thousands(u64::from(was)), thousands(u64::from(now)));
        let name = function.name();
        // `result` is called on every cell of a board; the others once on each board.
        let (en, zh) = match function {
            Function::Result => ("calls", "次调用"),
            _ => ("boards", "个棋盘"),
        };
        let part = match (was, now) {
            (0, 0) => continue,
            (_, 0) => lang.pick(format!("{name} passes now"), format!("{name} 现在通过了")),
            (0, _) => lang.pick(
                format!("{name} fails now on {n_said} {en}"),
                format!("{name} 现在在 {n_said} {zh}上失败"),
            ),
            (was, n) if was == n => lang.pick(
                format!("{name} still fails on {n_said} {en}"),
                format!("{name} 仍在 {n_said} {zh}上失败"),
            ),
            _ => lang.pick(
                format!("{name} fails on {n_said} {en} (was {was_said})"),
                format!("{name} 在 {n_said} {zh}上失败（之前 {was_said}）"),
            ),
        };
        parts.push(part);
    }
    if parts.is_empty() {
        return lang
            .pick("Every function passes, as before.", "每个函数都通过了，和之前一样。")
            .to_string();
    }
    let joined = parts.join(lang.pick("; ", "；"));
    lang.pick(
        format!("Since the check before: {joined}."),
        format!("与上次检查相比：{joined}。"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdicts(failures: [u32; 7]) -> Verdicts {
        Verdicts {
            functions: failures.map(|failed| [100 - failed, 100]),
            check50: [29, 29],
        }
    }

    #[test]
    fn a_fix_and_a_failure_left_are_both_said() {
        let before = verdicts([0, 0, 0, 9, 0, 0, 40]);
        let now = verdicts([0, 0, 0, 9, 0, 0, 0]);
        assert_eq!(
            said(Some(&before), &now, Lang::En),
            "Since the check before: winner still fails on 9 boards; minimax passes now."
        );
        assert_eq!(said(None, &now, Lang::En), "");
        let worse = verdicts([2, 0, 0, 3, 0, 0, 0]);
        assert_eq!(
            said(Some(&before), &worse, Lang::En),
            "Since the check before: player fails now on 2 boards; winner fails on 3 boards (was 9); minimax passes now."
        );
    }
}
