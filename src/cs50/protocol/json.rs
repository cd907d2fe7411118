//! JSON read: what the learner's Python sends is one JSON value a line, and this is all the JSON the
//! checker reads. Numbers are kept as written, so an int of 64 bits reads exactly.

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A number as written: `-3`, `0.5`, `1e+20`.
    Number(String),
    String(String),
    Array(Vec<Json>),
    /// The members in the order written.
    Object(Vec<(String, Json)>),
}

impl Json {
    /// Reads one JSON value that is the whole of `text` (space around it allowed).
    pub fn parse(text: &str) -> Option<Json> {
        let mut reader = Reader {
            text: text.as_bytes(),
            at: 0,
        };
        let value = reader.value(0)?;
        reader.space();
        (reader.at == text.len()).then_some(value)
    }

    /// The member `name` of an object.
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(key, _)| key == name).map(|(_, value)| value),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(text) => Some(text),
            _ => None,
        }
    }

    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }

    /// A number that is a whole number of 64 bits.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Json::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Json::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(value) => Some(*value),
            _ => None,
        }
    }
}

/// How deep arrays and objects may nest: far more than the protocol uses, and a bound on the recursion.
const DEEPEST: usize = 32;

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn space(&mut self) {
        while self.text.get(self.at).is_some_and(|b| b" \t\r\n".contains(b)) {
            self.at += 1;
        }
    }

    fn eat(&mut self, expected: &[u8]) -> Option<()> {
        self.text[self.at..]
            .starts_with(expected)
            .then(|| self.at += expected.len())
    }

    fn value(&mut self, depth: usize) -> Option<Json> {
        self.space();
        match *self.text.get(self.at)? {
            b'n' => self.eat(b"null").map(|()| Json::Null),
            b't' => self.eat(b"true").map(|()| Json::Bool(true)),
            b'f' => self.eat(b"false").map(|()| Json::Bool(false)),
            b'"' => self.string().map(Json::String),
            b'[' if depth < DEEPEST => self.array(depth),
            b'{' if depth < DEEPEST => self.object(depth),
            b'-' | b'0'..=b'9' => self.number(),
            _ => None,
        }
    }

    fn number(&mut self) -> Option<Json> {
        let start = self.at;
        while self
            .text
            .get(self.at)
            .is_some_and(|b| b.is_ascii_digit() || b"+-.eE".contains(b))
        {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.text[start..self.at]).ok()?;
        text.parse::<f64>().ok().map(|_| Json::Number(text.to_string()))
    }

    fn array(&mut self, depth: usize) -> Option<Json> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.eat(b"]").is_some() {
            return Some(Json::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.space();
            if self.eat(b",").is_none() {
                self.eat(b"]")?;
                return Some(Json::Array(items));
            }
        }
    }

    fn object(&mut self, depth: usize) -> Option<Json> {
        self.at += 1;
        let mut members = Vec::new();
        self.space();
        if self.eat(b"}").is_some() {
            return Some(Json::Object(members));
        }
        loop {
            self.space();
            let key = self.string()?;
            self.space();
            self.eat(b":")?;
            members.push((key, self.value(depth + 1)?));
            self.space();
            if self.eat(b",").is_none() {
                self.eat(b"}")?;
                return Some(Json::Object(members));
            }
        }
    }

    fn string(&mut self) -> Option<String> {
        self.eat(b"\"")?;
        let mut out = String::new();
        loop {
            let start = self.at;
            while self.text.get(self.at).is_some_and(|&b| b != b'"' && b != b'\\') {
                self.at += 1;
            }
            out.push_str(std::str::from_utf8(&self.text[start..self.at]).ok()?);
            match *self.text.get(self.at)? {
                b'"' => {
                    self.at += 1;
                    return Some(out);
                }
                _ => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
            }
        }
    }

    /// The character an escape after `\` stands for; a pair of UTF-16 surrogates is one character.
    fn escape(&mut self) -> Option<char> {
        let kind = *self.text.get(self.at)?;
        self.at += 1;
        Some(match kind {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let first = self.hex()?;
                match first {
                    0xd800..=0xdbff if self.eat(b"\\u").is_some() => {
                        let second = self.hex()?;
                        let code = 0x10000 + ((first - 0xd800) << 10) + second.checked_sub(0xdc00)?;
                        char::from_u32(code)?
                    }
                    // A lone surrogate (Python writes one for such a character in a string) stands as
                    // the replacement character.
                    0xd800..=0xdfff => '\u{fffd}',
                    code => char::from_u32(code)?,
                }
            }
            _ => return None,
        })
    }

    fn hex(&mut self) -> Option<u32> {
        let digits = std::str::from_utf8(self.text.get(self.at..self.at + 4)?).ok()?;
        self.at += 4;
        u32::from_str_radix(digits, 16).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_python_writes_reads_back() {
        let read = Json::parse(r#" {"id":7,"returned":["moves","set",[[0,1],[2,2]]],"x":null,"t":true} "#).unwrap();
        assert_eq!(read.get("id").and_then(Json::as_i64), Some(7));
        assert_eq!(read.get("x"), Some(&Json::Null));
        assert_eq!(read.get("t").and_then(Json::as_bool), Some(true));
        let moves = read.get("returned").and_then(Json::as_array).unwrap();
        assert_eq!(moves[0].as_str(), Some("moves"));
        assert_eq!(moves[2].as_array().unwrap().len(), 2);
        assert_eq!(Json::parse("-9223372036854775808").unwrap().as_i64(), Some(i64::MIN));
        assert_eq!(Json::parse("0.5").unwrap().as_f64(), Some(0.5));
        assert_eq!(
            Json::parse(r#""tab\there \u00e9 \ud83d\ude00 \ud800""#).unwrap(),
            Json::String("tab\there \u{e9} \u{1f600} \u{fffd}".to_string())
        );
    }

    #[test]
    fn anything_else_is_no_json() {
        for text in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "tru",
            "1 2",
            "\"\\x\"",
            "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
        ] {
            assert_eq!(Json::parse(text), None, "{text}");
        }
    }
}
