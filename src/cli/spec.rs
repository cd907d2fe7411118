//! How a command declares what it takes, and the reading of its words that every command shares:
//! flags anywhere before `--` as `--name value` or `--name=value`, positional arguments counted,
//! and one-line errors for an unknown flag, a missing or unwanted value, or too few or too many
//! arguments.

use super::args::Command;
use super::usage_error::UsageError;
use crate::lang::Both;

/// A flag a command takes.
#[derive(Clone, Copy, Debug)]
pub struct Flag {
    /// With its dashes: `--engine`.
    pub name: &'static str,
    /// What the flag's value stands for in the help (`E`), or `None` for a flag without a value.
    pub value: Option<&'static str>,
    /// Whether the command cannot do without it: the help shows it without brackets, and leaving it
    /// out is an error.
    pub required: bool,
}

impl Flag {
    /// The flag as the help writes it: `--engine E`, `--json`.
    pub fn shown(&self) -> String {
        match self.value {
            Some(value) => format!("{} {value}", self.name),
            None => self.name.to_string(),
        }
    }
}

/// One command: its name, what it takes, its help, and how its words become a [`Command`].
pub struct Spec {
    /// The word that names it: `analyze`.
    pub name: &'static str,
    /// The flags it takes.
    pub flags: &'static [Flag],
    /// The positional arguments as the help shows them; a last one ending in `...` may repeat.
    pub positionals: &'static [&'static str],
    /// Said when the positional arguments are too few or too many.
    pub needs: Both,
    /// The help's description, one line each.
    pub about: &'static [&'static str],
    /// Turns the words read into the command, or says why they make none.
    pub build: fn(Given) -> Result<Command, UsageError>,
}

impl Spec {
    /// Sorts a command's words into flags and positional arguments, and checks their number.
    pub fn read(&self, words: &[String]) -> Result<Given, UsageError> {
        let mut given = Given {
            flags: Vec::new(),
            positionals: Vec::new(),
        };
        let mut words = words.iter();
        while let Some(word) = words.next() {
            if word == "--" {
                given.positionals.extend(words.by_ref().cloned());
            } else if !is_option(word) {
                given.positionals.push(word.clone());
            } else {
                let (name, attached) = match word.split_once('=') {
                    Some((name, value)) => (name, Some(value.to_string())),
                    None => (word.as_str(), None),
                };
                let Some(flag) = self.flags.iter().find(|flag| flag.name == name) else {
                    return Err(UsageError::NoSuchFlag {
                        command: self.name,
                        flag: name.to_string(),
                    });
                };
                let value = match (flag.value, attached) {
                    (None, None) => None,
                    (None, Some(value)) => return Err(UsageError::TakesNoValue { flag: flag.name, value }),
                    (Some(_), Some(value)) => Some(value),
                    // A flag next is not this flag's value: its value was left out.
                    (Some(shown), None) => match words.next() {
                        Some(value) if !is_option(value) => Some(value.clone()),
                        _ => return Err(UsageError::NeedsValue { flag: flag.name, shown }),
                    },
                };
                given.flags.push((flag.name, value));
            }
        }
        if let Some(missing) = self.flags.iter().find(|flag| flag.required && !given.switch(**flag)) {
            let needed: Vec<String> = self
                .flags
                .iter()
                .filter(|flag| flag.required)
                .map(Flag::shown)
                .collect();
            return Err(UsageError::MissingFlag {
                command: self.name,
                needed: needed.join(" and "),
                missing: missing.name,
            });
        }
        let repeats = self.positionals.last().is_some_and(|last| last.ends_with("..."));
        let (least, got) = (self.positionals.len(), given.positionals.len());
        if got < least || (got > least && !repeats) {
            return Err(UsageError::Count { needs: self.needs, got });
        }
        Ok(given)
    }

    /// The usage of a command (`analyze [--json] [--engine E] BOARD...`) in the parts a line may break
    /// between: the name, each flag, each argument.
    pub fn usage(&self) -> Vec<String> {
        let mut parts = vec![self.name.to_string()];
        for flag in self.flags {
            parts.push(match flag.required {
                true => flag.shown(),
                false => format!("[{}]", flag.shown()),
            });
        }
        parts.extend(self.positionals.iter().map(|p| p.to_string()));
        parts
    }
}

/// A command's words, read: the flags given and the positional arguments.
pub struct Given {
    flags: Vec<(&'static str, Option<String>)>,
    /// The arguments that are not flags, in order.
    pub positionals: Vec<String>,
}

impl Given {
    /// Whether a flag without a value was given.
    pub fn switch(&self, flag: Flag) -> bool {
        self.flags.iter().any(|(name, _)| *name == flag.name)
    }

    /// The value of a flag, the last one if it was given more than once.
    pub fn value(&self, flag: Flag) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(name, _)| *name == flag.name)
            .and_then(|(_, value)| value.as_deref())
    }
}

/// Whether a word is a flag. Boards may start with `-` (an empty cell), so only `--` followed by
/// a letter, or a dash and one letter, is taken for a flag; `--` alone ends the flags.
pub fn is_option(word: &str) -> bool {
    let mut chars = word.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some('-'), Some('-'), Some(c)) => c.is_ascii_alphabetic(),
        (Some('-'), Some(c), None) => c.is_ascii_alphabetic(),
        _ => false,
    }
}
