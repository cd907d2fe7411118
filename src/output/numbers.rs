//! Numbers as people read them, the same in the window and on the command line.

/// `549946` as `549,946`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// `1 node`, `2,038 nodes`: a count with its noun, singular or plural.
pub fn count(n: u64, noun: &str) -> String {
    format!("{} {noun}{}", thousands(n), if n == 1 { "" } else { "s" })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_separated_by_commas() {
        for (n, text) in [
            (0, "0"),
            (999, "999"),
            (4_520, "4,520"),
            (131_072, "131,072"),
            (2_125_535, "2,125,535"),
        ] {
            assert_eq!(thousands(n), text);
        }
    }

    #[test]
    fn a_count_of_one_is_singular() {
        assert_eq!(count(1, "node"), "1 node");
        assert_eq!(count(0, "mark"), "0 marks");
        assert_eq!(count(2_038, "node"), "2,038 nodes");
    }
}
