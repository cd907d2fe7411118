//! Every relative link and image of every page resolves: the file it names exists, and an `#anchor`
//! names a heading of the page it points into (as GitHub makes anchors from headings). Links to the
//! web are not followed.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::readme::{name, pages};
use crate::support::scratch;

/// The lines of a page outside its code blocks.
fn prose(page: &str) -> impl Iterator<Item = &str> {
    let mut in_block = false;
    page.lines().filter(move |line| {
        let fence = line.trim_start().starts_with("```");
        in_block ^= fence;
        !fence && !in_block
    })
}

/// Every link target of a page in order, `[text](target)` and `![alt](target)` alike, but for those
/// in code blocks and code spans.
fn targets(page: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in prose(page) {
        // Code spans are what lies between backticks: every other piece is text.
        for text in line.split('`').step_by(2) {
            let mut rest = text;
            while let Some(at) = rest.find("](") {
                let after = &rest[at + 2..];
                let end = after.find(')').unwrap_or(after.len());
                // A title may follow the target: `[text](target "title")`.
                let target = after[..end].split_whitespace().next().unwrap_or("");
                found.push(target.trim_matches(['<', '>']).to_string());
                rest = &after[end..];
            }
        }
    }
    found
}

/// The anchors of a page's headings, as GitHub writes them: lower case, letters, digits, `-` and
/// `_` kept, spaces made `-`, everything else dropped; a heading met again gets `-1`, `-2`, ...
fn anchors(page: &str) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut found = Vec::new();
    for line in prose(page) {
        let Some(heading) = line.strip_prefix('#') else {
            continue;
        };
        let heading = heading.trim_start_matches('#').trim();
        let slug: String = heading
            .chars()
            .filter_map(|c| match c {
                ' ' => Some('-'),
                '-' | '_' => Some(c),
                c if c.is_alphanumeric() => Some(c),
                _ => None,
            })
            .flat_map(char::to_lowercase)
            .collect();
        let times = seen.entry(slug.clone()).or_insert(0);
        found.push(match *times {
            0 => slug,
            n => format!("{slug}-{n}"),
        });
        *times += 1;
    }
    found
}

/// What is wrong with the links of the page at `page` (its text `text`): one line each.
fn broken(page: &Path, text: &str) -> Vec<String> {
    let folder = page.parent().unwrap();
    let mut wrong = Vec::new();
    for target in targets(text) {
        if target.is_empty() {
            wrong.push(format!("{}: an empty link", name(page)));
            continue;
        }
        if target.contains("://") || target.starts_with("mailto:") {
            continue;
        }
        let (file, anchor) = match target.split_once('#') {
            Some((file, anchor)) => (file, Some(anchor)),
            None => (target.as_str(), None),
        };
        let linked: PathBuf = match file {
            "" => page.to_path_buf(),
            file => folder.join(file),
        };
        if !linked.exists() {
            wrong.push(format!("{}: {target}: no file {}", name(page), linked.display()));
            continue;
        }
        if let Some(anchor) = anchor {
            let headings = match linked.extension().is_some_and(|e| e == "md") {
                true => anchors(&std::fs::read_to_string(&linked).unwrap()),
                false => Vec::new(),
            };
            if !headings.iter().any(|heading| heading == anchor) {
                wrong.push(format!("{}: {target}: no heading #{anchor} there", name(page)));
            }
        }
    }
    wrong
}

#[test]
fn every_relative_link_and_image_of_every_page_resolves() {
    let mut wrong = Vec::new();
    let mut links = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        links += targets(&text).len();
        wrong.extend(broken(&page, &text));
    }
    assert!(
        wrong.is_empty(),
        "{} links do not resolve:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(links >= 60, "the pages' links were found ({links})");
}

#[test]
fn a_missing_file_a_missing_image_and_a_missing_heading_are_caught() {
    let folder = scratch("links");
    std::fs::write(folder.join("other.md"), "# Other page\n\n## The part: here\n").unwrap();
    let page = folder.join("page.md");
    let text = "# Page\n\n[fine](other.md) [fine too](other.md#the-part-here) [here](#page)\n\
                [gone](missing.md) ![gone](missing.png) [no such part](other.md#elsewhere)\n\
                `[in code](missing-in-code.md)` and [the web](https://example.org/x.md)\n\
                ```\n[in a block](missing-in-block.md)\n```\n";
    std::fs::write(&page, text).unwrap();
    let wrong = broken(&page, text);
    assert_eq!(wrong.len(), 3, "{wrong:#?}");
    assert!(wrong[0].contains("missing.md"), "{}", wrong[0]);
    assert!(wrong[1].contains("missing.png"), "{}", wrong[1]);
    assert!(wrong[2].contains("#elsewhere"), "{}", wrong[2]);
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn anchors_are_made_as_github_makes_them() {
    let page = "# Tic-Tac-Toe, perfectly played\n## check-cs50: check your tictactoe.py\n## 着法怎样计数\n\
                ## The α-β search\n## Keys\n## Keys\n```\n# not a heading\n```\n";
    assert_eq!(
        anchors(page),
        [
            "tic-tac-toe-perfectly-played",
            "check-cs50-check-your-tictactoepy",
            "着法怎样计数",
            "the-α-β-search",
            "keys",
            "keys-1"
        ]
    );
}
