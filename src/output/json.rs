//! JSON as every command writes it: objects with their fields in the order written, no spaces, strings
//! escaped so that any text stays one line of valid JSON (every control character, and the line and
//! paragraph separators U+2028 and U+2029 that some readers take for line ends, and the characters that
//! reorder or hide text, such as U+202E).

use std::fmt::{self, Write as _};

/// A value JSON can hold.
pub trait ToJson {
    /// Appends the value, written as JSON, to `out`.
    fn write_json(&self, out: &mut String);
}

/// An object, its fields added in order.
#[derive(Clone, Debug, Default)]
pub struct Object {
    /// The fields written so far, each `"name":value`, separated by commas.
    fields: String,
}

impl Object {
    /// An object without fields.
    pub fn new() -> Object {
        Object::default()
    }

    /// The object with the field `name` added last.
    pub fn field(mut self, name: &str, value: impl ToJson) -> Object {
        if !self.fields.is_empty() {
            self.fields.push(',');
        }
        name.write_json(&mut self.fields);
        self.fields.push(':');
        value.write_json(&mut self.fields);
        self
    }

    /// The object with the field added only when `value` is there: a field some objects lack.
    pub fn field_if_some(self, name: &str, value: Option<impl ToJson>) -> Object {
        match value {
            Some(value) => self.field(name, value),
            None => self,
        }
    }
}

impl ToJson for Object {
    fn write_json(&self, out: &mut String) {
        out.push('{');
        out.push_str(&self.fields);
        out.push('}');
    }
}

impl fmt::Display for Object {
    /// The object as one line of JSON.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_char('{')?;
        f.write_str(&self.fields)?;
        f.write_char('}')
    }
}

/// The items as one JSON array.
pub fn array<T: ToJson>(items: impl IntoIterator<Item = T>) -> Array {
    let mut out = String::from("[");
    for (at, item) in items.into_iter().enumerate() {
        if at > 0 {
            out.push(',');
        }
        item.write_json(&mut out);
    }
    out.push(']');
    Array(out)
}

/// Two values of any kinds as one JSON array: `[[0,2],1]`.
pub fn pair(first: impl ToJson, second: impl ToJson) -> Array {
    let mut out = String::from("[");
    first.write_json(&mut out);
    out.push(',');
    second.write_json(&mut out);
    out.push(']');
    Array(out)
}

/// An array, already written.
#[derive(Clone, Debug)]
pub struct Array(String);

impl ToJson for Array {
    fn write_json(&self, out: &mut String) {
        out.push_str(&self.0);
    }
}

impl ToJson for str {
    fn write_json(&self, out: &mut String) {
        out.push('"');
        for c in self.chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                c if crate::output::quote::must_escape(c) => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        out.push('"');
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut String) {
        self.as_str().write_json(out);
    }
}

impl ToJson for bool {
    fn write_json(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

/// Whole numbers, written as Rust writes them.
macro_rules! numbers {
    ($($number:ty)*) => {$(
        impl ToJson for $number {
            fn write_json(&self, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    )*};
}
numbers!(i8 i16 i32 i64 u8 u16 u32 u64 u128 usize);

impl ToJson for f64 {
    /// A whole number without a point, others as Rust writes them; the infinities, which JSON has no
    /// number for, as the strings `"inf"` and `"-inf"`, and not-a-number as `null`.
    fn write_json(&self, out: &mut String) {
        match *self {
            value if value.is_nan() => out.push_str("null"),
            value if value == f64::INFINITY => out.push_str("\"inf\""),
            value if value == f64::NEG_INFINITY => out.push_str("\"-inf\""),
            value if value.fract() == 0.0 && value.abs() < 1e15 => {
                let _ = write!(out, "{}", value as i64);
            }
            value => {
                let _ = write!(out, "{value}");
            }
        }
    }
}

impl<T: ToJson> ToJson for Option<T> {
    /// The value, or `null` for none.
    fn write_json(&self, out: &mut String) {
        match self {
            Some(value) => value.write_json(out),
            None => out.push_str("null"),
        }
    }
}

impl<T: ToJson + ?Sized> ToJson for &T {
    fn write_json(&self, out: &mut String) {
        (**self).write_json(out);
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn write_json(&self, out: &mut String) {
        array(self.iter()).write_json(out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_keep_their_fields_in_order_without_spaces() {
        let inner = Object::new().field("move", [2usize, 0]).field("value", -1i8);
        let line = Object::new()
            .field("board", "X........")
            .field("best", array([[1usize, 1], [0, 2]]))
            .field("moves", array([inner]))
            .field("winner", None::<&str>)
            .field("terminal", false)
            .field_if_some("tt", None::<bool>)
            .field_if_some("search", Some(Object::new()));
        assert_eq!(
            line.to_string(),
            r#"{"board":"X........","best":[[1,1],[0,2]],"moves":[{"move":[2,0],"value":-1}],"winner":null,"terminal":false,"search":{}}"#
        );
        assert_eq!(array(Vec::<u8>::new()).0, "[]");
        assert_eq!(pair([0usize, 2], 1.0).0, "[[0,2],1]");
        let numbers = array([1.0, -0.5, f64::INFINITY, f64::NEG_INFINITY, f64::NAN]);
        assert_eq!(numbers.0, r#"[1,-0.5,"inf","-inf",null]"#);
    }

    #[test]
    fn strings_escape_what_json_requires_and_every_line_break() {
        let mut out = String::new();
        "a\"b\\c\nd\u{1}é\u{2028}\u{2029}\u{85}\t\u{202e}".write_json(&mut out);
        assert_eq!(out, "\"a\\\"b\\\\c\\nd\\u0001é\\u2028\\u2029\\u0085\\t\\u202e\"");
    }
}
