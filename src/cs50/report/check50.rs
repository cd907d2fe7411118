//! What check50 will print, as check50 prints it: `:)` passed, `:(` failed with its rationale, `:|` an
//! error in the learner's code or a check not run; a heading in the report's language.

use super::super::calls::Function;
use super::super::check50::{Errored, Prediction, Printed};
use super::super::harness::StartError;
use super::errors::error_words;
use super::{reached, words};
use crate::lang::Lang;
use crate::output::json::Object;
use crate::output::quote::one_line;

/// What check50 will print for a file that does not import, for people (in `lang`) or, with `json`, as
/// one JSON object with the `error:` line's words; `None` for any other reason a check could not start.
pub fn unimported(error: &StartError, lang: Lang, json: bool) -> Option<String> {
    let StartError::ImportFailed { file, error: raised } = error else {
        return None;
    };
    let prediction = Prediction::unimported(raised, file);
    let shown = file.display().to_string();
    Some(match json {
        true => Object::new()
            .field("file", &shown)
            .field("ok", false)
            .field("error", error_words(error, Lang::En))
            .field("check50", super::json::check50(&prediction))
            .to_string(),
        false => text(&prediction, None, &shown, lang),
    })
}

/// The prediction (of `only`'s checks, when the check was of one function), its heading in `lang`; `file`
/// names the learner's file in an error's line.
pub fn text(prediction: &Prediction, only: Option<Function>, file: &str, lang: Lang) -> String {
    let (passed, all) = (prediction.passed(), prediction.checks.len());
    let mut out = match only {
        None if prediction.unimported.is_some() => lang
            .pick(
                "check50 will print (the file does not import, so none of its checks of your functions runs):\n",
                "check50 会输出（文件无法导入，所以它对你的函数的检查一项也不会运行）：\n",
            )
            .to_string(),
        None => lang.pick(
            format!(
                "check50 will print (its {all} checks of your functions, besides exists and imports; {passed} pass):\n"
            ),
            format!("check50 会输出（它对你的函数的 {all} 项检查，不计 exists 和 imports；通过 {passed} 项）：\n"),
        ),
        Some(function) => {
            let name = function.name();
            lang.pick(
                format!("check50 will print (its {all} checks of {name}; {passed} pass):\n"),
                format!("check50 会输出（它对 {name} 的 {all} 项检查；通过 {passed} 项）：\n"),
            )
        }
    };
    if let Some(why) = &prediction.unimported {
        out.push_str(&format!(
            "  :) tictactoe.py exists\n  :( tictactoe.py imports\n      {}\n",
            one_line(why)
        ));
    }
    for (check, printed) in &prediction.checks {
        match printed {
            Printed::Passed => out.push_str(&format!("  :) {}\n", check.description)),
            // The rationale and the error quote the learner's values and messages: escaped, as
            // everywhere in the report.
            Printed::Failed(why) => out.push_str(&format!("  :( {}\n      {}\n", check.description, one_line(why))),
            // check50 does not keep the file out of its own objects: what it prints then is anyone's guess.
            Printed::Errored(Errored::Reached(reach)) => out.push_str(&format!(
                "  ?? {}\n      {}\n",
                check.description,
                reached::check50(*reach, file, lang)
            )),
            Printed::Errored(errored) => out.push_str(&format!(
                "  :| {}\n      check50 ran into an error while running checks!\n      {}\n",
                check.description,
                one_line(&error(errored, file))
            )),
            Printed::Skipped => out.push_str(&format!(
                "  :| {}\n      can't check until a frown turns upside down\n",
                check.description
            )),
        }
    }
    out
}

/// The error check50 prints, in its own language, English.
pub fn error(errored: &Errored, file: &str) -> String {
    match errored {
        Errored::Raised(error) => words::error(error, file),
        Errored::Lost(lost) => words::stop_reason(lost, Lang::En).to_string(),
        Errored::Reached(reach) => reached::check50(*reach, file, Lang::En),
    }
}
