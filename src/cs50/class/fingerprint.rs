//! What a function of a learner's file is once its names, comments and whitespace no longer count:
//! its tokens, each name replaced by the order it first came in, with the shape of its lines and
//! blocks. Two files whose functions have the same fingerprint are worth a teacher's look. Read from
//! the source alone, by the checker, never by running the file (which could say anything).

/// The course's own code in every file, which all learners share: never compared.
const GIVEN: [&str; 1] = ["initial_state"];

/// Python's keywords: kept as they are; every other name is renamed.
const KEYWORDS: [&str; 35] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal",
    "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
];

/// Operators of more than one character, longest first.
const OPERATORS: [&str; 25] = [
    "**=", "//=", ">>=", "<<=", "...", "->", ":=", "==", "!=", "<=", ">=", "**", "//", "<<", ">>", "+=", "-=", "*=",
    "/=", "%=", "&=", "|=", "^=", "@=", "<>",
];

/// One top-level function of a file, fingerprinted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fingerprint {
    /// Its name in the file.
    pub function: String,
    /// How many tokens it has: how much of it is the same when another's fingerprint is.
    pub tokens: usize,
    /// Its normalised tokens, hashed (FNV-1a, 64 bits), in hexadecimal.
    pub hash: String,
}

/// A token as it is compared.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    /// A keyword, an operator, a number or a string, as written.
    Word(String),
    /// A name that is not a keyword.
    Name(String),
    /// The end of a logical line.
    Newline,
    /// A block starts.
    Indent,
    /// A block ends.
    Dedent,
}

/// Every top-level function of `source` but the course's own, in the order written. Source that is
/// not Python reads as tokens all the same: nothing here fails.
pub fn fingerprints(source: &str) -> Vec<Fingerprint> {
    let tokens = tokens(source);
    let mut found = Vec::new();
    // How deep in blocks the token at `at` is.
    let (mut at, mut depth) = (0, 0);
    while at < tokens.len() {
        let starts_def = matches!(&tokens[at], Token::Word(word) if word == "def")
            && (at == 0 || matches!(tokens[at - 1], Token::Newline | Token::Dedent));
        if !(starts_def && depth == 0) {
            match tokens[at] {
                Token::Indent => depth += 1,
                Token::Dedent => depth -= 1,
                _ => {}
            }
            at += 1;
            continue;
        }
        let end = function_end(&tokens, at);
        if let Some(Token::Name(name)) = tokens.get(at + 1)
            && !GIVEN.contains(&name.as_str())
        {
            found.push(fingerprint(name, &tokens[at..end]));
        }
        at = end;
    }
    found
}

/// Where the function whose `def` is at `start` ends: after its block, or its one line.
fn function_end(tokens: &[Token], start: usize) -> usize {
    let mut at = start;
    while at < tokens.len() && tokens[at] != Token::Newline {
        at += 1;
    }
    at += 1;
    if tokens.get(at) != Some(&Token::Indent) {
        return at.min(tokens.len());
    }
    let mut depth = 0;
    while at < tokens.len() {
        match tokens[at] {
            Token::Indent => depth += 1,
            Token::Dedent => depth -= 1,
            _ => {}
        }
        at += 1;
        if depth == 0 {
            break;
        }
    }
    at
}

/// The fingerprint of one function's tokens: names renamed by their order, a docstring left out.
fn fingerprint(name: &str, tokens: &[Token]) -> Fingerprint {
    let mut names: Vec<&str> = Vec::new();
    let mut text = String::new();
    let mut count = 0;
    for (at, token) in tokens.iter().enumerate() {
        if is_docstring(tokens, at) {
            continue;
        }
        count += 1;
        match token {
            Token::Word(word) => text.push_str(word),
            Token::Name(name) => {
                let order = names.iter().position(|known| known == name).unwrap_or_else(|| {
                    names.push(name);
                    names.len() - 1
                });
                text.push_str(&format!("${order}"));
            }
            Token::Newline => text.push('\n'),
            Token::Indent => text.push('{'),
            Token::Dedent => text.push('}'),
        }
        text.push(' ');
    }
    Fingerprint {
        function: name.to_string(),
        tokens: count,
        hash: format!("{:016x}", fnv1a(text.as_bytes())),
    }
}

/// Whether the token at `at` is a string standing alone as a statement (a docstring, in effect a
/// comment), with the line's end after it.
fn is_docstring(tokens: &[Token], at: usize) -> bool {
    let alone = |at: usize| {
        matches!(&tokens[at], Token::Word(word) if word.ends_with(['"', '\'']))
            && (at == 0 || matches!(tokens[at - 1], Token::Newline | Token::Indent | Token::Dedent))
            && tokens.get(at + 1) == Some(&Token::Newline)
    };
    alone(at) || (tokens[at] == Token::Newline && at > 0 && alone(at - 1))
}

/// FNV-1a of 64 bits: the same on every machine and in every build.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The tokens of `source`, with Python's logical lines and blocks.
fn tokens(source: &str) -> Vec<Token> {
    let chars: Vec<char> = source.chars().collect();
    let mut reader = Reader {
        chars,
        at: 0,
        tokens: Vec::new(),
        indents: vec![0],
        brackets: 0,
        line_start: true,
    };
    reader.read();
    reader.tokens
}

/// Reads tokens one after another.
struct Reader {
    chars: Vec<char>,
    at: usize,
    tokens: Vec<Token>,
    /// The indentation of each open block, the file's own first.
    indents: Vec<usize>,
    /// How many brackets are open: a line's end inside them does not end the logical line.
    brackets: usize,
    /// Whether the next token starts a logical line.
    line_start: bool,
}

impl Reader {
    fn read(&mut self) {
        while self.at < self.chars.len() {
            if self.line_start && self.brackets == 0 {
                self.indentation();
                continue;
            }
            let c = self.chars[self.at];
            match c {
                '#' => self.skip_to_line_end(),
                '\\' if self.peek(1) == Some('\n') => self.at += 2,
                '\n' => {
                    self.at += 1;
                    if self.brackets == 0 {
                        self.end_line();
                    }
                }
                c if c.is_whitespace() => self.at += 1,
                _ if self.string_starts() => self.string(),
                c if c.is_alphabetic() || c == '_' => self.name(),
                c if c.is_ascii_digit() || (c == '.' && self.peek(1).is_some_and(|n| n.is_ascii_digit())) => {
                    self.number()
                }
                _ => self.operator(),
            }
        }
        self.end_line();
        while self.indents.len() > 1 {
            self.indents.pop();
            self.tokens.push(Token::Dedent);
        }
    }

    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.at + ahead).copied()
    }

    /// A line's end: the logical line ends, unless it held nothing.
    fn end_line(&mut self) {
        if !matches!(
            self.tokens.last(),
            None | Some(Token::Newline | Token::Indent | Token::Dedent)
        ) {
            self.tokens.push(Token::Newline);
        }
        self.line_start = true;
    }

    /// The indentation of a line: blocks open or close, unless the line is blank or a comment.
    fn indentation(&mut self) {
        let mut columns = 0;
        while let Some(c) = self.peek(0) {
            match c {
                ' ' => columns += 1,
                '\t' => columns = (columns / 8 + 1) * 8,
                '\x0c' => columns = 0,
                _ => break,
            }
            self.at += 1;
        }
        match self.peek(0) {
            None => return,
            Some('#') => return self.skip_to_line_end(),
            Some('\n' | '\r') => {
                self.at += 1;
                return;
            }
            _ => {}
        }
        self.line_start = false;
        if columns > *self.indents.last().unwrap_or(&0) {
            self.indents.push(columns);
            self.tokens.push(Token::Indent);
        }
        while self.indents.len() > 1 && columns < *self.indents.last().unwrap_or(&0) {
            self.indents.pop();
            self.tokens.push(Token::Dedent);
        }
    }

    fn skip_to_line_end(&mut self) {
        while self.peek(0).is_some_and(|c| c != '\n') {
            self.at += 1;
        }
    }

    /// Whether a string starts here, after a prefix of at most two letters (`r`, `b`, `f`, `u`).
    fn string_starts(&self) -> bool {
        let mut ahead = 0;
        while ahead < 2 && self.peek(ahead).is_some_and(|c| "rRbBuUfF".contains(c)) {
            ahead += 1;
        }
        matches!(self.peek(ahead), Some('"' | '\''))
    }

    fn string(&mut self) {
        let start = self.at;
        while self.peek(0).is_some_and(|c| c != '"' && c != '\'') {
            self.at += 1;
        }
        let quote = self.chars[self.at];
        let triple = self.peek(1) == Some(quote) && self.peek(2) == Some(quote);
        let closing = if triple { 3 } else { 1 };
        self.at += closing;
        while let Some(c) = self.peek(0) {
            if c == '\\' {
                self.at += 2;
                continue;
            }
            if c == '\n' && !triple {
                break;
            }
            if c == quote && (!triple || (self.peek(1) == Some(quote) && self.peek(2) == Some(quote))) {
                self.at += closing;
                break;
            }
            self.at += 1;
        }
        let end = self.at.min(self.chars.len());
        self.tokens.push(Token::Word(self.chars[start..end].iter().collect()));
    }

    fn name(&mut self) {
        let start = self.at;
        while self.peek(0).is_some_and(|c| c.is_alphanumeric() || c == '_') {
            self.at += 1;
        }
        let name: String = self.chars[start..self.at].iter().collect();
        self.tokens.push(match KEYWORDS.contains(&name.as_str()) {
            true => Token::Word(name),
            false => Token::Name(name),
        });
    }

    fn number(&mut self) {
        let start = self.at;
        while let Some(c) = self.peek(0) {
            let signed_exponent = (c == '+' || c == '-')
                && self.at > start
                && matches!(self.chars[self.at - 1], 'e' | 'E')
                && !self.chars[start..self.at].iter().any(|c| matches!(c, 'x' | 'X'));
            if !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || signed_exponent) {
                break;
            }
            self.at += 1;
        }
        self.tokens
            .push(Token::Word(self.chars[start..self.at].iter().collect()));
    }

    fn operator(&mut self) {
        let rest = |length: usize| -> String {
            self.chars[self.at..(self.at + length).min(self.chars.len())]
                .iter()
                .collect()
        };
        let word = OPERATORS
            .iter()
            .find(|operator| rest(operator.len()) == **operator)
            .map_or_else(|| rest(1), |operator| operator.to_string());
        match word.as_str() {
            "(" | "[" | "{" => self.brackets += 1,
            ")" | "]" | "}" => self.brackets = self.brackets.saturating_sub(1),
            _ => {}
        }
        self.at += word.chars().count();
        self.tokens.push(Token::Word(word));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn only(source: &str) -> Fingerprint {
        let found = fingerprints(source);
        assert_eq!(found.len(), 1, "{found:?}");
        found[0].clone()
    }

    #[test]
    fn names_comments_blank_lines_and_docstrings_do_not_count() {
        let written = "def winner(board):\n    for row in board:\n        if row[0] == row[1] == row[2]:\n            return row[0]\n    return None\n";
        let renamed = "def who_won(b):  # mine\n    \"\"\"Who won.\"\"\"\n\n    for line in b:\n        # a row\n        if line[0] == line[1] == line[2]:\n            return line[0]\n    return None\n";
        assert_eq!(only(written).hash, only(renamed).hash);
        assert_eq!(only(renamed).function, "who_won");
    }

    #[test]
    fn what_the_code_does_counts() {
        let base = "def f(board):\n    if board:\n        return 1\n    return 0\n";
        let other_number = "def f(board):\n    if board:\n        return 2\n    return 0\n";
        let other_blocks = "def f(board):\n    if board:\n        return 1\n        return 0\n";
        let same_name_twice = "def f(board):\n    if board:\n        return board\n    return 0\n";
        let hash = |source| only(source).hash;
        assert_ne!(hash(base), hash(other_number));
        assert_ne!(hash(base), hash(other_blocks));
        // A name used twice is not two names.
        assert_ne!(
            hash("def f(a, b):\n    return a\n"),
            hash("def f(a, b):\n    return b\n")
        );
        assert_ne!(hash(base), hash(same_name_twice));
    }

    #[test]
    fn every_top_level_function_but_the_courses_is_found_whatever_the_lines_hold() {
        let source = "X = \"X\"\n\ndef initial_state():\n    return [[None] * 3] * 3\n\n\
                      def player(board):\n    s = '''def not_a_function():\n    pass'''\n    return (X if\n        s else X)\n\n\
                      class Helper:\n    def method(self):\n        return 1\n\n\
                      def minimax(board): return None\n";
        let found: Vec<String> = fingerprints(source).into_iter().map(|found| found.function).collect();
        assert_eq!(found, ["player", "minimax"]);
        // Not Python at all: nothing to fingerprint, and no panic.
        assert!(fingerprints("\u{0}\"\"\"def ((((\n\t\t x = '\\").is_empty());
    }
}
