//! `index.html`: a class on one page a teacher reads in a minute, in English or Chinese. The class at a
//! glance (each function's pass rate and check50's predicted scores, as SVG bars), the classic mistakes
//! ranked by how many students made them, each with its explanation and its students, the pairs whose
//! functions are the same, and a table of students linked to each one's report. Self-contained: its
//! style and charts are in the page, and it loads nothing. Every text from a student's folder is
//! escaped, and characters that reorder or hide text are shown as their code.

use std::fmt::Write as _;

use super::super::{Function, Mistake};
use super::copies::LEAST_TOKENS;
use super::row::{Flag, Row, Verdict};
use super::summary::Summary;
use crate::lang::Lang;
use crate::output::quote::must_escape;

/// The page, with each student's reports at `reports(name)` (relative to the page).
pub fn page(summary: &Summary, lang: Lang, reports: impl Fn(&str) -> Option<(String, String)>) -> String {
    let students = summary.rows.len();
    let passed = summary.rows.iter().filter(|row| row.ok()).count();
    let title = lang.pick("The class's tictactoe.py", "全班的 tictactoe.py");
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" \
         content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        lang.pick("en", "zh-CN")
    );
    let _ = writeln!(out, "<h1>{title}</h1>");
    let checked = summary
        .rows
        .iter()
        .filter(|row| matches!(row.verdict, Verdict::Checked(_)))
        .count();
    let _ = writeln!(
        out,
        "<p class=\"lead\">{}</p>",
        lang.pick(
            format!(
                "{passed} of {students} students pass every function; {} could not be checked (their reason is in the table).",
                students - checked
            ),
            format!("{students} 名学生中有 {passed} 名的每个函数都通过；{} 名无法检查（原因见下表）。", students - checked),
        )
    );
    glance(&mut out, summary, lang);
    mistakes(&mut out, summary, lang);
    copies(&mut out, summary, lang);
    table(&mut out, summary, lang, &reports);
    out.push_str("</body>\n</html>\n");
    out
}

const STYLE: &str = "body{font-family:system-ui,'Noto Sans CJK SC',sans-serif;margin:2em auto;max-width:72em;\
padding:0 1em;color:#1b1b1b;background:#fff}h1{margin-bottom:.2em}.lead{font-size:1.2em}h2{margin-top:1.6em;\
border-bottom:1px solid #ccc}table{border-collapse:collapse;font-size:.92em}td,th{border:1px solid #ddd;\
padding:.25em .5em;text-align:left;vertical-align:top}th{background:#f3f3f3}.ok{color:#1a7f37;white-space:nowrap}.fail{color:#c62828}.wide{overflow-x:auto}\
.muted{color:#666}code{font-family:ui-monospace,monospace;white-space:nowrap}svg text{font-size:12px;fill:#1b1b1b}\
@media (prefers-color-scheme:dark){body{background:#111;color:#e6e6e6}th{background:#222}td,th{border-color:#333}\
svg text{fill:#e6e6e6}.muted{color:#999}}";

/// Each function's pass rate, and check50's predicted scores, as bars.
fn glance(out: &mut String, summary: &Summary, lang: Lang) {
    let _ = writeln!(out, "<h2>{}</h2>", lang.pick("The class at a glance", "全班概览"));
    let checked: Vec<_> = summary
        .rows
        .iter()
        .filter_map(|row| match &row.verdict {
            Verdict::Checked(checked) => Some(checked),
            Verdict::NotChecked(_) => None,
        })
        .collect();
    let rates: Vec<(String, usize, usize)> = Function::ALL
        .iter()
        .map(|function| {
            let counts = checked
                .iter()
                .filter_map(|checked| checked.functions.iter().find(|(name, _, _)| name == function.name()));
            let (held, passing) = counts.fold((0, 0), |(held, passing), (_, passed, of)| {
                (held + 1, passing + usize::from(passed == of))
            });
            (function.name().to_string(), passing, held)
        })
        .collect();
    let _ = writeln!(
        out,
        "<h3>{}</h3>\n{}",
        lang.pick("Students passing each function", "每个函数通过的学生"),
        bars(&rates, lang.pick("students pass", "名学生通过"))
    );
    let total = checked.iter().map(|checked| checked.check50_total()).max().unwrap_or(0);
    let scores: Vec<(String, usize, usize)> = (0..=total)
        .rev()
        .map(|score| {
            let count = checked
                .iter()
                .filter(|checked| checked.check50.0 == score && checked.check50_total() == total)
                .count();
            (format!("{score}/{total}"), count, checked.len())
        })
        .filter(|(_, count, _)| *count > 0)
        .collect();
    let _ = writeln!(
        out,
        "<h3>{}</h3>\n{}",
        lang.pick("check50's predicted scores", "check50 的预测得分"),
        bars(&scores, lang.pick("students", "名学生"))
    );
}

/// Horizontal bars: a label, `count` of `of`, and what is counted.
fn bars(bars: &[(String, usize, usize)], counted: &str) -> String {
    let (row, width) = (22, 360.0);
    let mut svg = format!(
        "<svg role=\"img\" viewBox=\"0 0 640 {}\" style=\"width:100%;max-width:640px\">",
        bars.len() * row + 4
    );
    for (at, (label, count, of)) in bars.iter().enumerate() {
        let y = at * row;
        let share = if *of == 0 { 0.0 } else { *count as f64 / *of as f64 };
        let _ = write!(
            svg,
            "<text x=\"0\" y=\"{}\">{}</text><rect x=\"110\" y=\"{}\" width=\"{width}\" height=\"16\" fill=\"#8883\"/>\
             <rect x=\"110\" y=\"{}\" width=\"{:.1}\" height=\"16\" fill=\"#2e7d32\"><title>{count} / {of}</title></rect>\
             <text x=\"{}\" y=\"{}\">{count} / {of} {counted}</text>",
            y + 13,
            text(label),
            y + 2,
            y + 2,
            share * width,
            110.0 + width + 8.0,
            y + 13,
        );
    }
    svg.push_str("</svg>");
    svg
}

/// The classic mistakes, the most made first, each with its explanation and its students.
fn mistakes(out: &mut String, summary: &Summary, lang: Lang) {
    let _ = writeln!(out, "<h2>{}</h2>", lang.pick("Classic mistakes", "典型错误"));
    let made = summary.mistakes();
    if made.is_empty() {
        let _ = writeln!(out, "<p class=\"muted\">{}</p>", lang.pick("None found.", "没有发现。"));
        return;
    }
    out.push_str("<table>\n");
    let _ = writeln!(
        out,
        "<tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>",
        lang.pick("Mistake", "错误"),
        lang.pick("Students", "学生数"),
        lang.pick("What it is", "说明"),
        lang.pick("Who", "哪些学生")
    );
    for made in made {
        let explanation = Mistake::named(&made.id).map_or(String::new(), |mistake| mistake.explanation(lang));
        let _ = writeln!(
            out,
            "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td></tr>",
            text(&made.id),
            made.students.len(),
            text(&explanation),
            made.students
                .iter()
                .map(|name| text(name))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    out.push_str("</table>\n");
}

/// The pairs whose functions are the same, with the sentence that says what that means.
fn copies(out: &mut String, summary: &Summary, lang: Lang) {
    let _ = writeln!(out, "<h2>{}</h2>", lang.pick("Copies to look at", "值得一看的相同代码"));
    let _ = writeln!(
        out,
        "<p>{}</p>",
        lang.pick(
            format!(
                "Pairs whose functions are the same once names, comments and whitespace are set aside (functions of \
                 {LEAST_TOKENS} tokens or more; the course's initial_state is left out). Short functions converge on \
                 their own: this is a prompt to read the two files, not a verdict."
            ),
            format!(
                "去掉名字、注释和空白之后函数相同的学生对（只比较 {LEAST_TOKENS} 个词法单元及以上的函数；课程给出的 initial_state \
                 不算）。短函数本来就容易写得一样：这只是提示你去读这两个文件，而不是结论。"
            ),
        )
    );
    let pairs = summary.copies();
    if pairs.is_empty() {
        let _ = writeln!(out, "<p class=\"muted\">{}</p>", lang.pick("None found.", "没有发现。"));
        return;
    }
    out.push_str("<ul>\n");
    for pair in pairs {
        let functions: Vec<String> = pair
            .functions
            .iter()
            .map(|(a, b, tokens)| match a == b {
                true => format!("<code>{}</code> ({tokens})", text(a)),
                false => format!("<code>{}</code> / <code>{}</code> ({tokens})", text(a), text(b)),
            })
            .collect();
        let _ = writeln!(
            out,
            "<li>{} &amp; {}: {}</li>",
            text(&pair.students.0),
            text(&pair.students.1),
            functions.join(", ")
        );
    }
    out.push_str("</ul>\n");
}

/// A table of students, each linked to their reports.
fn table(out: &mut String, summary: &Summary, lang: Lang, reports: &impl Fn(&str) -> Option<(String, String)>) {
    let _ = writeln!(
        out,
        "<h2>{}</h2>\n<div class=\"wide\"><table>",
        lang.pick("Students", "学生")
    );
    out.push_str("<tr>");
    let mut header: Vec<String> = vec![lang.pick("Student", "学生").into(), lang.pick("Verdict", "结论").into()];
    header.extend(Function::ALL.iter().map(|function| function.name().to_string()));
    header.extend(
        [
            "check50",
            lang.pick("Mistakes", "错误"),
            lang.pick("Flags", "标记"),
            lang.pick("Seconds", "秒"),
        ]
        .map(String::from),
    );
    for cell in header {
        let _ = write!(out, "<th>{}</th>", text(&cell));
    }
    out.push_str("</tr>\n");
    for row in &summary.rows {
        student_row(out, row, lang, reports(&row.name));
    }
    out.push_str("</table></div>\n");
}

fn student_row(out: &mut String, row: &Row, lang: Lang, reports: Option<(String, String)>) {
    let name = match &reports {
        Some((report, json)) => format!(
            "{} <a href=\"{}\">{}</a> <a href=\"{}\">JSON</a>",
            text(&row.name),
            attribute(report),
            lang.pick("report", "报告"),
            attribute(json)
        ),
        None => text(&row.name),
    };
    let name = match row.beside.is_empty() {
        true => name,
        false => {
            let beside: Vec<String> = row.beside.iter().map(|file| text(file)).collect();
            let also = lang.pick("beside it", "旁边还有");
            format!("{name}<br><span class=\"muted\">{also}: {}</span>", beside.join(", "))
        }
    };
    let flags: Vec<String> = row.flags.iter().map(|flag: &Flag| text(&flag.words(lang))).collect();
    let _ = write!(out, "<tr><td>{name}</td>");
    match &row.verdict {
        Verdict::Checked(checked) => {
            let (class, verdict) = match checked.ok {
                true => ("ok", lang.pick("passes", "通过")),
                false => ("fail", lang.pick("fails", "未通过")),
            };
            let _ = write!(out, "<td class=\"{class}\" style=\"white-space:nowrap\">{verdict}</td>");
            for function in Function::ALL {
                let counts = checked.functions.iter().find(|(name, _, _)| name == function.name());
                let cell = counts.map_or(String::new(), |(_, passed, of)| {
                    let class = if passed == of { "ok" } else { "fail" };
                    format!("<span class=\"{class}\">{passed}/{of}</span>")
                });
                let _ = write!(out, "<td>{cell}</td>");
            }
            let mistakes: Vec<String> = checked
                .mistakes
                .iter()
                .map(|id| format!("<code>{}</code>", text(id)))
                .collect();
            let _ = write!(
                out,
                "<td>{}/{}</td><td>{}</td>",
                checked.check50.0,
                checked.check50_total(),
                mistakes.join(" ")
            );
        }
        Verdict::NotChecked(why) => {
            let _ = write!(
                out,
                "<td class=\"fail\" colspan=\"{}\">{}</td>",
                Function::ALL.len() + 3,
                text(why.get(lang))
            );
        }
    }
    let _ = writeln!(out, "<td>{}</td><td>{:.1}</td></tr>", flags.join("; "), row.seconds);
}

/// Text made safe for HTML: `<`, `>`, `&` and quotes as entities, and a character that reorders or
/// hides text as its code (`U+202E`).
pub fn text(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    for c in raw.chars() {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if must_escape(c) => {
                let _ = write!(out, "U+{:04X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// A relative link, each part of its path percent-encoded but for the characters a path keeps.
fn attribute(link: &str) -> String {
    let mut out = String::new();
    for byte in link.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => out.push(byte as char),
            byte => {
                let _ = write!(out, "%{byte:02X}");
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folders_name_cannot_break_out_of_the_page_or_hide_its_text() {
        assert_eq!(
            text("<script>alert('x')</script>"),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"
        );
        assert_eq!(text("evil\u{202e}txt.py"), "evilU+202Etxt.py");
        assert_eq!(attribute("students/a b\"/report.txt"), "students/a%20b%22/report.txt");
        assert_eq!(
            attribute("students/张三/report.txt"),
            "students/%E5%BC%A0%E4%B8%89/report.txt"
        );
    }
}
