//! A student's check, kept under REPORTS/cache by what decides it: the program's version, the options
//! that change a verdict, the Python, and the file's bytes (SHA-256). A second run over files that did
//! not change reads them instead of checking again, and a run that was stopped goes on from where it
//! was. Each is written whole, once its check has ended.

use std::path::{Path, PathBuf};

use super::super::Options;
use super::super::protocol::Json;
use super::sha256;
use crate::lang::{Lang, Said};
use crate::output::files::write_whole;
use crate::output::json::Object;

/// A student's check as it ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept {
    /// How long it took, by the clock.
    pub seconds: f64,
    /// Whether the file ran without a sandbox.
    pub unsandboxed: bool,
    /// The report, or why there is none.
    pub outcome: Outcome,
}

/// A check's report, or why there is none.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// The report as `--json` writes it, and for people in each language.
    Report { json: String, text: Said },
    /// Why the file could not be checked, and whether that was for lack of time.
    Failed { said: Said, timed_out: bool },
}

/// The folder of kept checks.
pub struct Cache {
    folder: PathBuf,
}

impl Cache {
    /// The cache in `reports`.
    pub fn in_reports(reports: &Path) -> Cache {
        Cache {
            folder: reports.join("cache"),
        }
    }

    /// The key of a check of `source` with `options` by `python`.
    pub fn key(source: &[u8], options: &Options, python: &Path) -> String {
        let decides = format!(
            "{} {} fastest={} timeout={:?} memory={} scope={:?} python={}\0",
            env!("CARGO_PKG_NAME"),
            env!("CARGO_PKG_VERSION"),
            options.fastest,
            options.timeout,
            options.memory,
            options.scope,
            python.display(),
        );
        sha256::hex(&[decides.as_bytes(), source].concat())
    }

    /// The check kept under `key`, if one is, whole.
    pub fn get(&self, key: &str) -> Option<Kept> {
        let text = std::fs::read_to_string(self.folder.join(format!("{key}.json"))).ok()?;
        Kept::of_json(&Json::parse(&text)?)
    }

    /// Keeps `kept` under `key`.
    pub fn put(&self, key: &str, kept: &Kept) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.folder)?;
        write_whole(
            &self.folder.join(format!("{key}.json")),
            kept.json().to_string().as_bytes(),
        )
    }
}

impl Kept {
    fn json(&self) -> Object {
        let said = |said: &Said| Object::new().field("en", &said.en).field("zh", &said.zh);
        let outcome = match &self.outcome {
            Outcome::Report { json, text } => Object::new().field("json", json).field("text", said(text)),
            Outcome::Failed { said: why, timed_out } => {
                Object::new().field("failed", said(why)).field("timed_out", *timed_out)
            }
        };
        Object::new()
            .field("seconds", self.seconds)
            .field("unsandboxed", self.unsandboxed)
            .field("outcome", outcome)
    }

    fn of_json(json: &Json) -> Option<Kept> {
        let said = |json: &Json| Some(Said::new(json.get("en")?.as_str()?, json.get("zh")?.as_str()?));
        let outcome = json.get("outcome")?;
        let outcome = match outcome.get("json") {
            Some(report) => Outcome::Report {
                json: report.as_str()?.to_string(),
                text: said(outcome.get("text")?)?,
            },
            None => Outcome::Failed {
                said: said(outcome.get("failed")?)?,
                timed_out: outcome.get("timed_out")?.as_bool()?,
            },
        };
        Some(Kept {
            seconds: json.get("seconds")?.as_f64()?,
            unsandboxed: json.get("unsandboxed")?.as_bool()?,
            outcome,
        })
    }

    /// The report for people in `lang`, or why there is none.
    pub fn text(&self, lang: Lang) -> String {
        match &self.outcome {
            Outcome::Report { text, .. } => text.get(lang).to_string(),
            Outcome::Failed { said, .. } => format!("{}\n", said.get(lang)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_check_reads_back_as_it_was_and_a_torn_one_not_at_all() {
        let folder = std::env::temp_dir().join(format!("tictactoe-cache-{}", std::process::id()));
        let cache = Cache::in_reports(&folder);
        let kept = [
            Kept {
                seconds: 1.5,
                unsandboxed: false,
                outcome: Outcome::Report {
                    json: "{\"ok\":true,\"note\":\"a \\\"quote\\\"\"}".into(),
                    text: Said::new("t.py: checked\n", "t.py：已检查\n"),
                },
            },
            Kept {
                seconds: 0.25,
                unsandboxed: true,
                outcome: Outcome::Failed {
                    said: Said::new("no import", "无法导入"),
                    timed_out: true,
                },
            },
        ];
        for (key, kept) in ["a", "b"].into_iter().zip(&kept) {
            cache.put(key, kept).unwrap();
            assert_eq!(cache.get(key).as_ref(), Some(kept));
        }
        std::fs::write(folder.join("cache/c.json"), "{\"seconds\":1.5,\"unsandboxed\":fa").unwrap();
        assert_eq!(cache.get("c"), None);
        assert_eq!(cache.get("d"), None);
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[test]
    fn the_key_changes_with_the_file_the_options_and_the_python() {
        let options = Options {
            json: false,
            fastest: false,
            timeout: Options::DEFAULT_TIMEOUT,
            jobs: 1,
            memory: Options::DEFAULT_MEMORY,
            file_timeout: Options::DEFAULT_FILE_TIMEOUT,
            scope: Default::default(),
        };
        let python = Path::new("/usr/bin/python3");
        let key = Cache::key(b"def player(board): pass\n", &options, python);
        assert_eq!(key.len(), 64);
        assert_ne!(key, Cache::key(b"def player(board): pass \n", &options, python));
        assert_ne!(
            key,
            Cache::key(b"def player(board): pass\n", &options, Path::new("python3"))
        );
        let fastest = Options {
            fastest: true,
            ..options.clone()
        };
        assert_ne!(key, Cache::key(b"def player(board): pass\n", &fastest, python));
    }
}
