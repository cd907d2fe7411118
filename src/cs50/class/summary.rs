//! A class's summary: every student's line, and what the class as a whole got wrong, the classic
//! mistakes counted by how many students made each, and the pairs whose functions are the same.
//! Written as `summary.json`, read back to join the summaries of a class graded in parts.

use std::collections::BTreeMap;

use super::super::protocol::Json;
use super::copies::{self, Pair};
use super::row::{Row, Verdict};
use crate::output::json::{Object, array};

/// What `summary.json` says it is, so that `--merge` reads nothing else.
const FORMAT: &str = "tictactoe check-cs50 class summary 1";

/// A class's summary.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// Each student's line, by name.
    pub rows: Vec<Row>,
}

/// A classic mistake and the students who made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Made {
    /// Its id.
    pub id: String,
    /// The students who made it, by name.
    pub students: Vec<String>,
}

impl Summary {
    /// The summary of `rows`, sorted by name.
    pub fn of(mut rows: Vec<Row>) -> Summary {
        rows.sort_by(|a, b| a.name.cmp(&b.name));
        Summary { rows }
    }

    /// Whether every student passes.
    pub fn ok(&self) -> bool {
        self.rows.iter().all(Row::ok)
    }

    /// The classic mistakes the class made, the most made first.
    pub fn mistakes(&self) -> Vec<Made> {
        let mut made: BTreeMap<&str, Vec<String>> = BTreeMap::new();
        for row in &self.rows {
            if let Verdict::Checked(checked) = &row.verdict {
                for id in &checked.mistakes {
                    made.entry(id).or_default().push(row.name.clone());
                }
            }
        }
        let mut made: Vec<Made> = made
            .into_iter()
            .map(|(id, students)| Made {
                id: id.to_string(),
                students,
            })
            .collect();
        made.sort_by(|a, b| b.students.len().cmp(&a.students.len()).then_with(|| a.id.cmp(&b.id)));
        made
    }

    /// The pairs whose functions are the same.
    pub fn copies(&self) -> Vec<Pair> {
        copies::pairs(&self.rows)
    }

    /// `summary.json`: each student's line, with where their reports are (`reports(name)`), and the
    /// class's mistakes and copies.
    pub fn json(&self, reports: impl Fn(&str) -> Option<(String, String)>) -> Object {
        let students = self.rows.iter().map(|row| {
            let paths = reports(&row.name);
            row.json(paths.as_ref().map(|(text, json)| (text.as_str(), json.as_str())))
        });
        let mistakes = self.mistakes().into_iter().map(|made| {
            Object::new()
                .field("id", &made.id)
                .field("students", made.students.len())
                .field("who", array(&made.students))
        });
        let copies =
            self.copies().into_iter().map(|pair| {
                Object::new()
                    .field("students", array([&pair.students.0, &pair.students.1]))
                    .field("tokens", pair.tokens())
                    .field(
                        "functions",
                        array(pair.functions.iter().map(|(a, b, tokens)| {
                            Object::new().field("names", array([a, b])).field("tokens", *tokens)
                        })),
                    )
            });
        Object::new()
            .field("format", FORMAT)
            .field("ok", self.ok())
            .field(
                "graded",
                self.rows
                    .iter()
                    .filter(|row| matches!(row.verdict, Verdict::Checked(_)))
                    .count(),
            )
            .field("passed", self.rows.iter().filter(|row| row.ok()).count())
            .field("students", array(students))
            .field("mistakes", array(mistakes))
            .field("copies", array(copies))
    }

    /// The summary `summary.json` holds; `None` when it is not one.
    pub fn of_json(text: &str) -> Option<Summary> {
        let json = Json::parse(text)?;
        if json.get("format")?.as_str()? != FORMAT {
            return None;
        }
        let rows = json
            .get("students")?
            .as_array()?
            .iter()
            .map(Row::of_json)
            .collect::<Option<Vec<_>>>()?;
        Some(Summary::of(rows))
    }
}
