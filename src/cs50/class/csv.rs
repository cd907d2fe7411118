//! `summary.csv`: a row a student, a column a function, check50's predicted score and the mistakes, for
//! a spreadsheet or a gradebook. A cell a spreadsheet would take for a formula (a student's folder named
//! `=HYPERLINK(...)`) is written as text.

use super::super::Function;
use super::row::{Flag, Row, Verdict};
use super::summary::Summary;

/// The whole file, with a header row.
pub fn csv(summary: &Summary) -> String {
    let mut header: Vec<String> = vec!["student".into(), "ok".into()];
    header.extend(Function::ALL.iter().map(|function| function.name().to_string()));
    header.extend(["check50", "mistakes", "flags", "seconds", "reason"].map(String::from));
    let mut out = line(&header);
    for row in &summary.rows {
        out.push_str(&line(&cells(row)));
    }
    out
}

/// A student's cells, in the header's order.
fn cells(row: &Row) -> Vec<String> {
    let mut cells = vec![row.name.clone(), row.ok().to_string()];
    let flags: Vec<&str> = row.flags.iter().map(Flag::id).collect();
    match &row.verdict {
        Verdict::Checked(checked) => {
            for function in Function::ALL {
                let counts = checked.functions.iter().find(|(name, _, _)| name == function.name());
                cells.push(counts.map_or(String::new(), |(_, passed, of)| format!("{passed}/{of}")));
            }
            cells.push(format!("{}/{}", checked.check50.0, checked.check50_total()));
            cells.push(checked.mistakes.join(" "));
            cells.push(flags.join(" "));
            cells.push(format!("{:.2}", row.seconds));
            cells.push(String::new());
        }
        Verdict::NotChecked(why) => {
            cells.extend(Function::ALL.iter().map(|_| String::new()));
            cells.extend([
                String::new(),
                String::new(),
                flags.join(" "),
                format!("{:.2}", row.seconds),
            ]);
            cells.push(why.en.clone());
        }
    }
    cells
}

/// One line of cells, each quoted where it must be, ended by CRLF as RFC 4180 has it.
fn line(cells: &[String]) -> String {
    let quoted: Vec<String> = cells.iter().map(|cell| cell_text(cell)).collect();
    format!("{}\r\n", quoted.join(","))
}

fn cell_text(cell: &str) -> String {
    let cell = match cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        true => format!("'{cell}"),
        false => cell.to_string(),
    };
    match cell.contains([',', '"', '\n', '\r']) {
        true => format!("\"{}\"", cell.replace('"', "\"\"")),
        false => cell,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_where_they_must_be_and_never_read_as_a_formula() {
        assert_eq!(cell_text("alice"), "alice");
        assert_eq!(cell_text("a,b"), "\"a,b\"");
        assert_eq!(cell_text("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell_text("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(cell_text("-1"), "'-1");
        assert_eq!(line(&["a".into(), "b\nc".into()]), "a,\"b\nc\"\r\n");
    }
}
