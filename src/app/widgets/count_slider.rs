//! A slider over a count (a step, a call), its number written as every count in the window is: with its
//! thousands separated ("29,500"), and read back with or without them.

use egui::Slider;

use crate::output::numbers::thousands;

/// A slider over `value`, from 1 to `last`, its number written with thousands separated.
pub fn count_slider(value: &mut usize, last: usize) -> Slider<'_> {
    Slider::new(value, 1..=last.max(1))
        .custom_formatter(|n, _| thousands(n.max(0.0) as u64))
        .custom_parser(read)
}

/// A count typed in, its separators and spaces left out.
fn read(text: &str) -> Option<f64> {
    let digits: String = text.chars().filter(|c| !matches!(c, ',' | ' ' | '_')).collect();
    digits.parse::<u64>().ok().map(|n| n as f64)
}

#[cfg(test)]
mod tests {
    use super::read;

    #[test]
    fn a_count_is_read_with_or_without_its_separators() {
        assert_eq!(read("29,500"), Some(29_500.0));
        assert_eq!(read("29500"), Some(29_500.0));
        assert_eq!(read("two"), None);
    }
}
