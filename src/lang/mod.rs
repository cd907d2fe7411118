//! The two languages people read here, English and Simplified Chinese, and the system's choice
//! between them. Every text for people is written where it is used, in both languages at once
//! (`lang.pick(english, chinese)`), so a text without its translation does not compile.

use std::ffi::OsString;
use std::fmt;
use std::str::FromStr;

/// A language people read. Everything written for people is in it: the whole window, and every
/// command's text (its output for people, its help and its errors). What scripts read is the same in
/// both: JSON, DOT, the board and move syntax, the `error: ` prefix and every file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Simplified Chinese (简体中文).
    Zh,
}

impl Lang {
    /// Both languages, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// `en` in English, `zh` in Chinese.
    pub fn pick<T>(self, en: T, zh: T) -> T {
        match self {
            Lang::En => en,
            Lang::Zh => zh,
        }
    }

    /// The system's language, from the environment.
    pub fn of_system() -> Lang {
        Lang::from_env(|name| std::env::var_os(name))
    }

    /// The language the environment `var` asks for, as the C library reads it: the first of
    /// `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides; Chinese when it begins
    /// with `zh`, English otherwise.
    pub fn from_env(var: impl Fn(&str) -> Option<OsString>) -> Lang {
        let chosen = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.is_empty());
        match chosen {
            Some(value) if value.to_string_lossy().starts_with("zh") => Lang::Zh,
            _ => Lang::En,
        }
    }

    /// The name `--lang` takes: `en` or `zh`.
    pub fn code(self) -> &'static str {
        self.pick("en", "zh")
    }
}

/// A fixed text written in both languages, to be read in either.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Both {
    /// The English.
    pub en: &'static str,
    /// The Chinese.
    pub zh: &'static str,
}

impl Both {
    /// `en` and its Chinese, `zh`.
    pub const fn new(en: &'static str, zh: &'static str) -> Both {
        Both { en, zh }
    }

    /// The text in `lang`.
    pub fn get(self, lang: Lang) -> &'static str {
        lang.pick(self.en, self.zh)
    }

    /// Whether there is no text at all.
    pub fn is_empty(self) -> bool {
        self.en.is_empty()
    }
}

/// A text made at run time in both languages, kept until it is shown in whichever is chosen then.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Said {
    /// The English.
    pub en: String,
    /// The Chinese.
    pub zh: String,
}

impl Said {
    /// The text `en` and its Chinese, `zh`.
    pub fn new(en: impl Into<String>, zh: impl Into<String>) -> Said {
        Said {
            en: en.into(),
            zh: zh.into(),
        }
    }

    /// The text made by `words` in each language.
    pub fn each(words: impl Fn(Lang) -> String) -> Said {
        Said {
            en: words(Lang::En),
            zh: words(Lang::Zh),
        }
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.en, &self.zh)
    }
}

/// A `--lang` value that names no language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language {:?} (en or zh)", self.0)
    }
}

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code() == text)
            .ok_or_else(|| UnknownLang(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&str, &str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
        move |name| vars.iter().find(|(var, _)| *var == name).map(|(_, value)| value.into())
    }

    #[test]
    fn the_first_of_lc_all_lc_messages_and_lang_that_is_set_decides() {
        assert_eq!(Lang::from_env(env(&[("LANG", "zh_CN.UTF-8")])), Lang::Zh);
        assert_eq!(Lang::from_env(env(&[("LANG", "zh_TW.UTF-8")])), Lang::Zh);
        assert_eq!(Lang::from_env(env(&[("LANG", "en_US.UTF-8")])), Lang::En);
        assert_eq!(Lang::from_env(env(&[("LANG", "C")])), Lang::En);
        assert_eq!(Lang::from_env(env(&[])), Lang::En);
        let messages_first = [("LC_MESSAGES", "zh_CN.UTF-8"), ("LANG", "en_GB.UTF-8")];
        assert_eq!(Lang::from_env(env(&messages_first)), Lang::Zh);
        let all_first = [("LC_ALL", "C"), ("LC_MESSAGES", "zh_CN.UTF-8"), ("LANG", "zh_CN.UTF-8")];
        assert_eq!(Lang::from_env(env(&all_first)), Lang::En);
        // Set but empty is as good as unset.
        let empty_all = [("LC_ALL", ""), ("LANG", "zh_SG.UTF-8")];
        assert_eq!(Lang::from_env(env(&empty_all)), Lang::Zh);
    }

    #[test]
    fn lang_names_read_back() {
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse(), Ok(lang));
        }
        assert_eq!("fr".parse::<Lang>(), Err(UnknownLang("fr".to_string())));
        assert_eq!(Lang::Zh.pick(1, 2), 2);
    }
}
