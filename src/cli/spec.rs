//! How a command declares what it takes, and the reading of its words that every command shares:
//! options anywhere before `--` as `--name value` or `--name=value`, `--lang` and `--help` on every
//! command,
//! positional arguments counted, and one-line errors for an unknown option, a missing or unwanted
//! value, or too few or too many arguments.

use super::command::Command;
use super::usage_error::UsageError;
use crate::lang::{Both, Lang};

/// An option a command takes.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    /// With its dashes: `--engine`.
    pub name: &'static str,
    /// What the option's value stands for in the help (`E`), or `None` for an option without a value.
    pub value: Option<&'static str>,
    /// Whether the command cannot do without it: the help shows it without brackets, and leaving it
    /// out is an error.
    pub required: bool,
    /// Other names that mean the same option (an earlier name kept working): read as the option,
    /// listed in the command's help, left out of its usage line.
    pub aliases: &'static [&'static str],
    /// What it does, for the command's own help.
    pub about: Both,
}

impl Opt {
    /// Whether `name` (with its dashes) names this option, by its name or an alias.
    pub fn is_named(&self, name: &str) -> bool {
        self.name == name || self.aliases.contains(&name)
    }

    /// The option as the help writes it: `--engine E`, `--json`.
    pub fn shown(&self) -> String {
        match self.value {
            Some(value) => format!("{} {value}", self.name),
            None => self.name.to_string(),
        }
    }
}

/// The language of every command's text for people, taken by every command.
pub const LANG: Opt = Opt {
    name: "--lang",
    value: Some("en|zh"),
    required: false,
    aliases: &[],
    about: Both::new(
        "the language of the text for people, English or Chinese (default: the system's)",
        "给人看的文字所用的语言，英文或中文（默认随系统）",
    ),
};

/// One command: its name, what it takes, its help, and how its words become a [`Command`].
pub struct Spec {
    /// The word that names it: `analyze`.
    pub name: &'static str,
    /// The options it takes, besides `--lang`.
    pub options: &'static [Opt],
    /// The positional arguments as the help shows them; a last one ending in `...` may repeat.
    pub positionals: &'static [&'static str],
    /// Said when the positional arguments are too few or too many.
    pub needs: Both,
    /// The help's description, wrapped to fit.
    pub about: Both,
    /// Turns the words read into the command, or says why they make none.
    pub build: fn(&Given) -> Result<Command, UsageError>,
}

/// A mistake in the words, with the language `--lang` asked for, if it was given and understood: the
/// mistake is told in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mistake {
    /// What is wrong.
    pub error: UsageError,
    /// The language asked for.
    pub lang: Option<Lang>,
}

impl Spec {
    /// Sorts a command's words into options and positional arguments, and checks their number. Every
    /// word is read even after a mistake, so the mistake is told in the language `--lang` asks for
    /// wherever it stands.
    pub fn read(&self, words: &[String]) -> Result<Given, Mistake> {
        let mut given = Given {
            options: Vec::new(),
            positionals: Vec::new(),
            lang: None,
            help: false,
        };
        let mut first_mistake = None;
        let mut words = words.iter();
        while let Some(word) = words.next() {
            if word == "--" {
                given.positionals.extend(words.by_ref().cloned());
            } else if word == "--help" || word == "-h" {
                given.help = true;
            } else if !is_option(word) {
                given.positionals.push(word.clone());
            } else if let Err(mistake) = self.read_option(word, &mut words, &mut given) {
                first_mistake.get_or_insert(mistake);
            }
        }
        let lang = given.lang;
        let mistake = |error| Mistake { error, lang };
        // Asking for help is never a mistake, whatever else the words say.
        if given.help {
            return Ok(given);
        }
        if let Some(error) = first_mistake {
            return Err(mistake(error));
        }
        if let Some(missing) = self.options.iter().find(|opt| opt.required && !given.has(**opt)) {
            let needed: Vec<String> = self.options.iter().filter(|opt| opt.required).map(Opt::shown).collect();
            return Err(mistake(UsageError::MissingOption {
                command: self.name,
                needed: needed.join(" and "),
                missing: missing.name,
            }));
        }
        let repeats = self.positionals.last().is_some_and(|last| last.ends_with("..."));
        let (least, got) = (self.positionals.len(), given.positionals.len());
        if got < least || (got > least && !repeats) {
            return Err(mistake(UsageError::Count { needs: self.needs, got }));
        }
        Ok(given)
    }

    /// Reads one option, taking its value from the next word if it is not attached.
    fn read_option<'a>(
        &self,
        word: &str,
        words: &mut impl Iterator<Item = &'a String>,
        given: &mut Given,
    ) -> Result<(), UsageError> {
        let (name, attached) = match word.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (word, None),
        };
        let Some(opt) = self.options.iter().chain([&LANG]).find(|opt| opt.is_named(name)) else {
            return Err(UsageError::NoSuchOption {
                command: self.name,
                option: name.to_string(),
            });
        };
        // Errors name the option as it was typed.
        let typed = opt
            .aliases
            .iter()
            .copied()
            .find(|alias| *alias == name)
            .unwrap_or(opt.name);
        let value = match (opt.value, attached) {
            (None, None) => None,
            (None, Some(value)) => {
                return Err(UsageError::TakesNoValue { option: typed, value });
            }
            (Some(_), Some(value)) => Some(value),
            // An option next is not this option's value: its value was left out.
            (Some(shown), None) => match words.next() {
                Some(value) if !is_option(value) => Some(value.clone()),
                _ => {
                    return Err(UsageError::NeedsValue { option: typed, shown });
                }
            },
        };
        if opt.name == LANG.name {
            let text = value.unwrap_or_default();
            given.lang = Some(text.parse().map_err(|_| UsageError::BadValue {
                option: LANG.name,
                needs: crate::lang::Said::new("en or zh", "en 或 zh"),
                value: text,
            })?);
        } else {
            given.options.push((opt.name, value));
        }
        Ok(())
    }

    /// The usage of a command (`analyze [--json] [--engine E] BOARD...`) in the parts a line may break
    /// between: the name, each option, each argument.
    pub fn usage(&self) -> Vec<String> {
        let mut parts = vec![self.name.to_string()];
        for opt in self.options {
            parts.push(match opt.required {
                true => opt.shown(),
                false => format!("[{}]", opt.shown()),
            });
        }
        parts.extend(self.positionals.iter().map(|p| p.to_string()));
        parts
    }
}

/// A command's words, read: the options given and the positional arguments.
pub struct Given {
    options: Vec<(&'static str, Option<String>)>,
    /// The arguments that are not options, in order.
    pub positionals: Vec<String>,
    /// The language `--lang` asked for.
    pub lang: Option<Lang>,
    /// Whether `--help` (or `-h`) was given.
    pub help: bool,
}

impl Given {
    /// Whether an option was given.
    pub fn has(&self, opt: Opt) -> bool {
        self.options.iter().any(|(name, _)| *name == opt.name)
    }

    /// The value of an option, the last one if it was given more than once.
    pub fn value(&self, opt: Opt) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(name, _)| *name == opt.name)
            .and_then(|(_, value)| value.as_deref())
    }
}

/// Whether a word is an option. Boards may start with `-` (an empty cell), so only `--` followed by
/// a letter, or a dash and one letter, is taken for an option; `--` alone ends the options.
pub fn is_option(word: &str) -> bool {
    let mut chars = word.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some('-'), Some('-'), Some(c)) => c.is_ascii_alphabetic(),
        (Some('-'), Some(c), None) => c.is_ascii_alphabetic(),
        _ => false,
    }
}
