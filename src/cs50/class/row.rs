//! One student's line of a class's summary: what their check found, in numbers and ids, read from their
//! report's JSON (the same for a file just checked and one whose result was kept), or why it was not
//! checked. Written to and read back from `summary.json`, which `--merge` joins.

use super::super::protocol::Json;
use super::fingerprint::Fingerprint;
use crate::lang::{Lang, Said};
use crate::output::json::{Object, array};

/// A student's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Their folder below the class folder: `alice`, `section-1/bob`.
    pub name: String,
    /// What was found, or why nothing was.
    pub verdict: Verdict,
    /// What the person running the check should know of how it ran.
    pub flags: Vec<Flag>,
    /// How long their check took, by the clock (when it ran, for a result kept from before).
    pub seconds: f64,
    /// Their functions, fingerprinted, to find copies.
    pub fingerprints: Vec<Fingerprint>,
    /// The other `.py` files beside their `tictactoe.py`, which it may import.
    pub beside: Vec<String>,
}

/// What a student's check found.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// The file was checked.
    Checked(Checked),
    /// It was not: why, in both languages.
    NotChecked(Said),
}

/// The numbers of a check.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    /// Whether every function passed.
    pub ok: bool,
    /// Each function's name, calls passed and calls checked, in the report's order.
    pub functions: Vec<(String, u64, u64)>,
    /// check50's checks predicted to pass, and the descriptions of those predicted to fail.
    pub check50: (u64, Vec<String>),
    /// The classic mistakes' ids.
    pub mistakes: Vec<String>,
}

/// What the person running the check should know of how a student's check ran.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Flag {
    /// The file reached into the checker, this way (`sys._getframe`, `os.kill`).
    Reached(String),
    /// It ran without a sandbox (`--unsafe`).
    Unsandboxed,
    /// Its import, or its whole check, went past its time.
    TimedOut,
}

impl Flag {
    /// Its id: `reached`, `unsandboxed`, `timed-out`.
    pub fn id(&self) -> &'static str {
        match self {
            Flag::Reached(_) => "reached",
            Flag::Unsandboxed => "unsandboxed",
            Flag::TimedOut => "timed-out",
        }
    }

    /// What it means, in a few words.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            Flag::Reached(way) => lang.pick(
                format!("reached into the checker ({way})"),
                format!("越界访问了检查程序（{way}）"),
            ),
            Flag::Unsandboxed => lang.pick("ran without a sandbox", "在沙箱之外运行").into(),
            Flag::TimedOut => lang.pick("ran out of time", "超时").into(),
        }
    }
}

impl Checked {
    /// The numbers of a report's JSON (`check-cs50 --json`'s); `None` when it is not one.
    pub fn of_report(report: &Json) -> Option<Checked> {
        let functions = report
            .get("functions")?
            .as_array()?
            .iter()
            .map(|function| {
                Some((
                    function.get("name")?.as_str()?.to_string(),
                    function.get("passed")?.as_i64()? as u64,
                    function.get("checked")?.as_i64()? as u64,
                ))
            })
            .collect::<Option<Vec<_>>>()?;
        let check50 = report.get("check50")?;
        Some(Checked {
            ok: report.get("ok")?.as_bool()?,
            functions,
            check50: (
                check50.get("passed")?.as_i64()? as u64,
                strings(check50.get("failed")?)?,
            ),
            mistakes: strings(report.get("mistakes")?)?,
        })
    }

    /// How many of check50's checks are predicted.
    pub fn check50_total(&self) -> u64 {
        self.check50.0 + self.check50.1.len() as u64
    }
}

/// An array of strings.
fn strings(json: &Json) -> Option<Vec<String>> {
    json.as_array()?
        .iter()
        .map(|item| item.as_str().map(str::to_string))
        .collect()
}

impl Row {
    /// Whether the student passes: checked, and every function passed.
    pub fn ok(&self) -> bool {
        matches!(&self.verdict, Verdict::Checked(checked) if checked.ok)
    }

    /// The way the file reached into the checker, if it did.
    pub fn reached(&self) -> Option<&str> {
        self.flags.iter().find_map(|flag| match flag {
            Flag::Reached(way) => Some(way.as_str()),
            _ => None,
        })
    }

    /// The line as `summary.json` holds it.
    pub fn json(&self, reports: Option<(&str, &str)>) -> Object {
        let checked = match &self.verdict {
            Verdict::Checked(checked) => Some(checked),
            Verdict::NotChecked(_) => None,
        };
        let reason = match &self.verdict {
            Verdict::NotChecked(why) => Some(Object::new().field("en", &why.en).field("zh", &why.zh)),
            Verdict::Checked(_) => None,
        };
        let functions = checked.map_or(Vec::new(), |checked| checked.functions.clone());
        Object::new()
            .field("path", &self.name)
            .field("ok", self.ok())
            .field("reason", reason)
            .field(
                "functions",
                array(functions.iter().map(|(name, passed, checked)| {
                    Object::new()
                        .field("name", name)
                        .field("passed", *passed)
                        .field("checked", *checked)
                })),
            )
            .field(
                "check50",
                checked.map(|checked| {
                    Object::new()
                        .field("passed", checked.check50.0)
                        .field("failed", array(&checked.check50.1))
                }),
            )
            .field("mistakes", array(checked.map_or(&[][..], |checked| &checked.mistakes)))
            .field("flags", array(self.flags.iter().map(Flag::id)))
            .field("reached", self.reached())
            .field("seconds", (self.seconds * 100.0).round() / 100.0)
            .field("beside", array(&self.beside))
            .field(
                "report",
                reports.map(|(text, json)| Object::new().field("text", text).field("json", json)),
            )
            .field(
                "fingerprints",
                array(self.fingerprints.iter().map(|found| {
                    Object::new()
                        .field("function", &found.function)
                        .field("tokens", found.tokens)
                        .field("hash", &found.hash)
                })),
            )
    }

    /// A line read back from `summary.json`; `None` when it is not one.
    pub fn of_json(json: &Json) -> Option<Row> {
        let verdict = match json.get("reason")? {
            Json::Null => Verdict::Checked(Checked::of_report(json)?),
            reason => Verdict::NotChecked(Said {
                en: reason.get("en")?.as_str()?.to_string(),
                zh: reason.get("zh")?.as_str()?.to_string(),
            }),
        };
        let mut flags = Vec::new();
        for flag in json.get("flags")?.as_array()? {
            flags.push(match flag.as_str()? {
                "reached" => Flag::Reached(json.get("reached")?.as_str()?.to_string()),
                "unsandboxed" => Flag::Unsandboxed,
                "timed-out" => Flag::TimedOut,
                _ => return None,
            });
        }
        let fingerprints = json
            .get("fingerprints")?
            .as_array()?
            .iter()
            .map(|found| {
                Some(Fingerprint {
                    function: found.get("function")?.as_str()?.to_string(),
                    tokens: found.get("tokens")?.as_i64()? as usize,
                    hash: found.get("hash")?.as_str()?.to_string(),
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Row {
            name: json.get("path")?.as_str()?.to_string(),
            verdict,
            flags,
            seconds: json.get("seconds")?.as_f64()?,
            fingerprints,
            beside: strings(json.get("beside")?)?,
        })
    }
}
