//! The words of a check under way, for the command line's progress line and the window's Your code tab
//! alike: how long the slowest search so far took beside check50's limit, and how long the check has
//! waited for an answer.

#[cfg(feature = "window")]
use std::time::Duration;

use super::super::options::Options;
use super::words::SPENT;
use crate::lang::Lang;

/// How long the slowest `minimax` so far took, beside check50's limit, as a clause.
pub fn slowest_so_far(seconds: f64, lang: Lang) -> String {
    let (limit, spent) = (Options::DEFAULT_TIMEOUT.as_secs(), SPENT.get(lang));
    lang.pick(
        format!("the slowest minimax so far used {seconds:.1} s {spent} (check50 allows {limit} s)"),
        format!("目前最慢的一次 minimax 用了 {seconds:.1} 秒{spent}（check50 允许 {limit} 秒）"),
    )
}

/// How long the slowest `minimax` so far took, beside check50's limit, as a sentence of its own.
#[cfg(feature = "window")]
pub fn slowest_so_far_sentence(seconds: f64, lang: Lang) -> String {
    sentence(&slowest_so_far(seconds, lang), lang)
}

/// A clause as a sentence of its own: its first letter capitalised, a full stop after it.
#[cfg(feature = "window")]
pub fn sentence(clause: &str, lang: Lang) -> String {
    let mut chars = clause.chars();
    let first = chars.next().map(|first| first.to_uppercase().collect::<String>());
    lang.pick(
        format!("{}{}.", first.unwrap_or_default(), chars.as_str()),
        format!("{clause}。"),
    )
}

/// How long the check has waited for an answer, as a clause.
pub fn no_answer_for(waited: u64, lang: Lang) -> String {
    lang.pick(format!("no answer for {waited} s"), format!("已有 {waited} 秒没有回答"))
}

/// How long the check has waited for an answer, and what ends a call that never answers: the limits of
/// CPU time the small functions and `minimax` are given.
#[cfg(feature = "window")]
pub fn no_answer_sentence(waited: u64, quick: Duration, minimax: Duration, lang: Lang) -> String {
    let (quick, minimax, spent) = (quick.as_secs_f64(), minimax.as_secs_f64(), SPENT.get(lang));
    lang.pick(
        format!(
            "No answer from your code for {waited} s: a call that spends more than its limit {spent} \
             ({quick} s, or {minimax} s for minimax) is stopped."
        ),
        format!("你的代码已有 {waited} 秒没有回答：花费的{spent}超过时限（{quick} 秒，minimax 为 {minimax} 秒）的调用会被停止。"),
    )
}

#[cfg(all(test, feature = "window"))]
mod tests {
    use super::*;

    #[test]
    fn a_clause_becomes_a_sentence_in_either_language() {
        assert_eq!(
            slowest_so_far_sentence(1.25, Lang::En),
            "The slowest minimax so far used 1.2 s of CPU time (check50 allows 60 s)."
        );
        assert_eq!(
            slowest_so_far_sentence(1.0, Lang::Zh),
            "目前最慢的一次 minimax 用了 1.0 秒 CPU 时间（check50 允许 60 秒）。"
        );
        let said = no_answer_sentence(3, Options::QUICK_LIMIT, Options::DEFAULT_TIMEOUT, Lang::En);
        assert!(said.contains("(2 s, or 60 s for minimax)"), "{said}");
    }
}
