//! The layers of the source, read from its paths (`use` lines and paths
//! in the code): no circle of imports among the modules of `src/ui`;
//! `src/games` takes from `src/ai` only its leaf module `ai::game`, which
//! takes nothing else of `ai`; `src/ai` names no game; and no file of
//! `src` is over 700 lines of code.
//!
//! A module of the UI is a file (`src/ui/store/mod.rs` is `ui::store`), and
//! a folder of it is one part (`ui::store` with its files);
//! it depends on another when it names it: `super::…`, `crate::ui::…`, or
//! from a `mod.rs`, one of its own modules. Tests (`#[cfg(test)]` and
//! after) and comments do not count.
//!
//! The circles not yet undone are listed ([`KNOWN`]): the test fails on an
//! arrow that makes a new circle, and on a listed arrow that no longer
//! closes one (take it off the list).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Arrows `from -> to` that close circles in `src/ui`, not undone yet
/// (none: a new one must be undone, not listed).
const KNOWN: &[(&str, &str)] = &[];

/// The one module of `src/ai` that `src/games` may use: the trait the
/// games implement and what they need for it.
const AI_LEAF: &str = "game";

/// Every `.rs` file under `root` by its module path (`ui::store::kept`;
/// a `mod.rs` by its folder's), as its code ([`code`]).
fn source(root: &Path) -> BTreeMap<String, String> {
    raw_sources(root)
        .into_iter()
        .map(|(rel, text)| {
            let rel = rel.strip_suffix(".rs").unwrap_or(&rel);
            let rel = rel.strip_suffix("/mod").unwrap_or(rel);
            (rel.replace('/', "::"), code(&text))
        })
        .collect()
}

/// The code of a file: no tests, no comments.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_ident(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// The paths named after each `prefix` (`super::`, `crate::ui::`, …) in
/// `code`, with `{a, b::c}` groups opened: "x::y".
fn paths_after(code: &str, prefix: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(at) = code[from..].find(prefix) {
        let start = from + at;
        from = start + prefix.len();
        if code[..start].ends_with(|c: char| is_ident(c) || c == ':') {
            continue;
        }
        // Count the `super::`s.
        let mut supers = usize::from(prefix == "super::");
        let mut rest = &code[from..];
        while prefix == "super::" && rest.starts_with("super::") {
            supers += 1;
            rest = &rest["super::".len()..];
        }
        for path in expand(rest) {
            out.push((supers, path));
        }
    }
    out
}

/// The paths at the start of `rest`: `a::b`, or each of `{a, b::{c}}`.
fn expand(rest: &str) -> Vec<String> {
    let head: String = rest
        .chars()
        .take_while(|&c| is_ident(c) || c == ':')
        .collect();
    let after = &rest[head.len()..];
    let head = head.trim_end_matches(':').to_string();
    if !after.starts_with('{') {
        return vec![head];
    }
    let mut depth = 0;
    let mut items = Vec::new();
    let mut item = String::new();
    for c in after.chars() {
        match c {
            '{' => {
                depth += 1;
                if depth == 1 {
                    continue;
                }
            }
            '}' => {
                depth -= 1;
                if depth == 0 {
                    items.push(std::mem::take(&mut item));
                    break;
                }
            }
            ',' if depth == 1 => {
                items.push(std::mem::take(&mut item));
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    items
        .iter()
        .flat_map(|i| expand(i.trim()))
        .filter(|p| !p.is_empty())
        .map(|p| {
            if head.is_empty() {
                p
            } else {
                format!("{head}::{p}")
            }
        })
        .collect()
}

/// The module of `modules` that `path` names (the longest that is one).
fn module_of(modules: &BTreeMap<String, String>, path: &[&str]) -> Option<String> {
    (1..=path.len())
        .rev()
        .map(|n| path[..n].join("::"))
        .find(|m| modules.contains_key(m))
}

/// The arrows between the modules of `src/ui`.
fn ui_arrows(files: &BTreeMap<String, String>) -> BTreeSet<(String, String)> {
    let ui: BTreeMap<String, String> = files
        .iter()
        .filter(|(m, _)| *m == "ui" || m.starts_with("ui::"))
        .map(|(m, c)| (m.clone(), c.clone()))
        .collect();
    let mut arrows = BTreeSet::new();
    for (module, code) in &ui {
        let own: Vec<&str> = module.split("::").collect();
        let mut named: Vec<Vec<String>> = Vec::new();
        for (supers, path) in paths_after(code, "super::") {
            let Some(base) = own.len().checked_sub(supers) else {
                continue;
            };
            let mut full: Vec<String> = own[..base].iter().map(|s| s.to_string()).collect();
            full.extend(path.split("::").filter(|p| *p != "self").map(String::from));
            named.push(full);
        }
        for (_, path) in paths_after(code, "crate::ui::") {
            let mut full = vec!["ui".to_string()];
            full.extend(path.split("::").filter(|p| *p != "self").map(String::from));
            named.push(full);
        }
        // A module names its own modules without `self::`.
        let children: Vec<&str> = ui
            .keys()
            .filter_map(|m| m.strip_prefix(&format!("{module}::")))
            .filter(|rest| !rest.contains("::"))
            .collect();
        for child in children {
            let prefix = format!("{child}::");
            for (_, path) in paths_after(code, &prefix) {
                let mut full: Vec<String> = own.iter().map(|s| s.to_string()).collect();
                full.push(child.to_string());
                full.extend(path.split("::").filter(|p| !p.is_empty()).map(String::from));
                named.push(full);
            }
        }
        for full in named {
            let parts: Vec<&str> = full.iter().map(String::as_str).collect();
            if let Some(to) = module_of(&ui, &parts) {
                let (from, to) = (unit(module), unit(&to));
                if from != to {
                    arrows.insert((from, to));
                }
            }
        }
    }
    arrows
}

/// The part of the UI a module belongs to: a file of `src/ui`, or a
/// folder with its files (`ui::store::moves` is part of `ui::store`,
/// whose files share its types).
fn unit(module: &str) -> String {
    module.split("::").take(2).collect::<Vec<_>>().join("::")
}

/// The circles of `arrows` (strongly connected parts of more than one
/// module), each with its arrows.
fn circles(arrows: &BTreeSet<(String, String)>) -> Vec<BTreeSet<(String, String)>> {
    let nodes: BTreeSet<&String> = arrows.iter().flat_map(|(a, b)| [a, b]).collect();
    let reach = |from: &String| {
        let mut seen = BTreeSet::from([from.clone()]);
        let mut todo = vec![from.clone()];
        while let Some(n) = todo.pop() {
            for (a, b) in arrows {
                if *a == n && seen.insert(b.clone()) {
                    todo.push(b.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        nodes.iter().map(|n| (*n, reach(n))).collect();
    let mut parts: Vec<BTreeSet<String>> = Vec::new();
    for n in &nodes {
        let part: BTreeSet<String> = nodes
            .iter()
            .filter(|m| reached[*n].contains(**m) && reached[*m].contains(*n))
            .map(|m| (*m).clone())
            .collect();
        if part.len() > 1 && !parts.contains(&part) {
            parts.push(part);
        }
    }
    parts
        .into_iter()
        .map(|part| {
            arrows
                .iter()
                .filter(|(a, b)| part.contains(a) && part.contains(b))
                .cloned()
                .collect()
        })
        .collect()
}

fn src() -> std::path::PathBuf {
    std::env::var_os("LAYERS_SRC")
        .map(Into::into)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

#[test]
fn no_circle_of_imports_in_the_ui() {
    let files = source(&src());
    assert!(
        files.contains_key("ui::game_screen"),
        "the UI's files were not read"
    );
    let arrows = ui_arrows(&files);
    let known: BTreeSet<(String, String)> = KNOWN
        .iter()
        .map(|(a, b)| (format!("ui::{a}"), format!("ui::{b}")))
        .collect();
    let in_circles: BTreeSet<(String, String)> = circles(&arrows).into_iter().flatten().collect();
    let mut problems = Vec::new();
    // Without the listed arrows, no circle.
    let rest: BTreeSet<(String, String)> = arrows.difference(&known).cloned().collect();
    for (k, circle) in circles(&rest).iter().enumerate() {
        let modules: BTreeSet<&String> = circle.iter().flat_map(|(a, b)| [a, b]).collect();
        let arrows: Vec<String> = circle.iter().map(|(a, b)| format!("{a} -> {b}")).collect();
        problems.push(format!(
            "circle {} of {} modules {modules:?}: {}",
            k + 1,
            modules.len(),
            arrows.join(", ")
        ));
    }
    for (a, b) in known.difference(&in_circles) {
        problems.push(format!(
            "{a} -> {b} closes no circle now: take it off KNOWN"
        ));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Whether `path` (after `crate::ai::`) is the leaf module or in it.
fn in_leaf(path: &str) -> bool {
    path == AI_LEAF || path.starts_with(&format!("{AI_LEAF}::"))
}

/// Where `src/games` names anything of `src/ai` but its leaf module, and
/// where the leaf names anything else of `src/ai` (`crate::ai::…`, or a
/// `super::` that leaves it).
fn leaf_breaches(files: &BTreeMap<String, String>) -> Vec<String> {
    let mut problems = Vec::new();
    for (module, code) in files {
        let from_games = module == "games" || module.starts_with("games::");
        let leaf = format!("ai::{AI_LEAF}");
        let in_the_leaf = *module == leaf || module.starts_with(&format!("{leaf}::"));
        if !from_games && !in_the_leaf {
            continue;
        }
        for (_, path) in paths_after(code, "crate::ai::") {
            if !in_leaf(&path) {
                problems.push(format!("{module} takes crate::ai::{path}"));
            }
        }
        if in_the_leaf {
            // Depth of the module below `ai`: `super::` may climb to the
            // leaf, not above it.
            let below = module.split("::").count() - 2;
            for (supers, path) in paths_after(code, "super::") {
                if supers > below {
                    problems.push(format!("{module} takes {}{path}", "super::".repeat(supers)));
                }
            }
        }
    }
    problems
}

#[test]
fn games_take_from_ai_only_its_leaf_module() {
    let files = source(&src());
    assert!(
        files.contains_key(&format!("ai::{AI_LEAF}")),
        "the leaf module was not read"
    );
    let problems = leaf_breaches(&files);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_leaf_rule_finds_what_breaks_it() {
    let mut files = BTreeMap::new();
    for (m, c) in [
        (
            "games::x::ai",
            "use crate::ai::game::AiGame; use crate::ai::{game::Tabled, tables::Table};",
        ),
        (
            "ai::game",
            "use super::mcts::Mcts; $crate::ai::game::majority_holder(1)",
        ),
        (
            "ai::game::pit_eval",
            "use super::AiGame; use super::super::Level;",
        ),
        ("ai::tables", "use crate::games::basic::Basic;"),
    ] {
        files.insert(m.to_string(), c.to_string());
    }
    assert_eq!(
        leaf_breaches(&files),
        [
            "ai::game takes super::mcts::Mcts",
            "ai::game::pit_eval takes super::super::Level",
            "games::x::ai takes crate::ai::tables::Table",
        ]
    );
}

/// The games' ids (the registry's) and module names (their folders).
fn game_names() -> (Vec<String>, Vec<String>) {
    let ids = rainbow_games::games::ids()
        .into_iter()
        .map(String::from)
        .collect();
    let modules = std::fs::read_dir(src().join("games"))
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    (ids, modules)
}

/// Where the code of `src/ai` names a game: its id as a string, or its
/// module (`crate::games::<folder>`). It asks a game through `AiGame` and
/// `Registered` instead.
fn games_named_in_ai(
    files: &BTreeMap<String, String>,
    ids: &[String],
    modules: &[String],
) -> Vec<String> {
    let mut problems = Vec::new();
    for (module, code) in files
        .iter()
        .filter(|(m, _)| *m == "ai" || m.starts_with("ai::"))
    {
        for id in ids {
            if code.contains(&format!("\"{id}\"")) {
                problems.push(format!("{module} names the game \"{id}\""));
            }
        }
        for (_, path) in paths_after(code, "crate::games::") {
            let first = path.split("::").next().unwrap_or("");
            if modules.iter().any(|m| m == first) {
                problems.push(format!("{module} takes crate::games::{path}"));
            }
        }
    }
    problems
}

#[test]
fn the_searches_name_no_game() {
    let (ids, modules) = game_names();
    assert!(
        ids.len() >= 9 && ids.contains(&"owari".to_string()),
        "{ids:?}"
    );
    assert!(modules.contains(&"nam_nam".to_string()), "{modules:?}");
    let problems = games_named_in_ai(&source(&src()), &ids, &modules);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // And the check finds what it looks for.
    let mut files = BTreeMap::new();
    files.insert(
        "ai::x".to_string(),
        "match id { \"owari\" => 1 } use crate::games::{GameVisitor, nam_nam::NamNam};".to_string(),
    );
    assert_eq!(
        games_named_in_ai(&files, &ids, &modules),
        [
            "ai::x names the game \"owari\"",
            "ai::x takes crate::games::nam_nam::NamNam"
        ]
    );
}

#[test]
fn the_reading_of_paths() {
    assert_eq!(
        expand("{a, b::{c, d}, e::f} rest"),
        ["a", "b::c", "b::d", "e::f"]
    );
    assert_eq!(expand("store::GameStore;"), ["store::GameStore"]);
    let found = paths_after(
        "use super::super::db; x = super::dom::clicked(); y::super::z",
        "super::",
    );
    assert_eq!(
        found,
        [(2, "db".to_string()), (1, "dom::clicked".to_string())]
    );
    let mut files = BTreeMap::new();
    for (m, c) in [
        ("ui", "use a::A; mod a; mod b;"),
        ("ui::a", "use super::b::{B, C};"),
        ("ui::b", "fn f() { crate::ui::a::g() }"),
        ("ui::c", "use super::a;"),
    ] {
        files.insert(m.to_string(), c.to_string());
    }
    let arrows = ui_arrows(&files);
    let circles = circles(&arrows);
    assert_eq!(circles.len(), 1);
    let expected: BTreeSet<(String, String)> = [("ui::a", "ui::b"), ("ui::b", "ui::a")]
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    assert_eq!(circles[0], expected);
}

/// Functions of `src/ui` over 150 lines, not yet cut (file, name): none,
/// a new one must be cut, not listed.
const LONG_FUNCTIONS: &[(&str, &str)] = &[];

/// Files of `src/ui` over 700 lines of code (not tests, comments or blank
/// lines), not yet cut: none, a new one must be cut, not listed.
const LONG_FILES: &[&str] = &[];

/// The files of `src/ui` as they are (comments kept: the lines of a
/// function are counted as written), by their module's short name.
fn ui_files() -> BTreeMap<String, String> {
    let files = source(&src());
    files
        .keys()
        .filter_map(|m| m.strip_prefix("ui::").or((m == "ui").then_some("mod")))
        .map(|short| {
            let path = if short == "mod" {
                src().join("ui/mod.rs")
            } else {
                let file = src().join("ui").join(short.replace("::", "/") + ".rs");
                if file.exists() {
                    file
                } else {
                    src()
                        .join("ui")
                        .join(short.replace("::", "/"))
                        .join("mod.rs")
                }
            };
            (short.to_string(), std::fs::read_to_string(path).unwrap())
        })
        .collect()
}

/// The functions of `text` (before its tests) and their lengths in lines,
/// from the line of `fn` to the brace that closes it.
fn functions(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text
        .lines()
        .take_while(|l| !l.starts_with("#[cfg(test)]"))
        .collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        let indent = &line[..line.len() - trimmed.len()];
        let words: Vec<&str> = trimmed.split(|c: char| !is_ident(c)).collect();
        let Some(at) = words.iter().position(|w| *w == "fn") else {
            continue;
        };
        let before_ok = words[..at].iter().all(|w| {
            [
                "", "pub", "super", "crate", "in", "async", "const", "unsafe",
            ]
            .contains(w)
        });
        if !before_ok || trimmed.ends_with(';') {
            continue;
        }
        let name = words[at + 1].to_string();
        let close = format!("{indent}}}");
        if let Some(end) = lines[i..]
            .iter()
            .position(|l| l.starts_with(&close) && l.trim() == "}")
        {
            out.push((name, end + 1));
        }
    }
    out
}

/// Lines of code of `text`: before its tests (`#[cfg(test)]`, or
/// `#[cfg(all(test, …))]`), not blank, not comments.
fn code_lines(text: &str) -> usize {
    text.lines()
        .take_while(|l| !l.starts_with("#[cfg(test)]") && !l.starts_with("#[cfg(all(test"))
        .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with("//"))
        .count()
}

#[test]
fn no_long_function_or_file_in_the_ui() {
    let files = ui_files();
    assert!(
        files.contains_key("game_screen"),
        "the UI's files were not read"
    );
    let mut problems = Vec::new();
    let mut long = BTreeSet::new();
    for (file, text) in &files {
        for (name, lines) in functions(text) {
            if lines > 150 {
                long.insert((file.clone(), name.clone()));
                if !LONG_FUNCTIONS.contains(&(file.as_str(), name.as_str())) {
                    problems.push(format!("{file}::{name} is {lines} lines (at most 150)"));
                }
            }
        }
        let n = code_lines(text);
        if n > 700 && !LONG_FILES.contains(&file.as_str()) {
            problems.push(format!("{file} has {n} lines of code (at most 700)"));
        }
        if n <= 700 && LONG_FILES.contains(&file.as_str()) {
            problems.push(format!(
                "{file} has {n} lines of code now: take it off LONG_FILES"
            ));
        }
    }
    for (file, name) in LONG_FUNCTIONS {
        if !long.contains(&(file.to_string(), name.to_string())) {
            problems.push(format!(
                "{file}::{name} is not over 150 lines now: take it off"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_counting_of_functions() {
    let text =
        "fn a() {\n    x;\n}\n\npub(super) fn b(\n    y: u8,\n) -> u8 {\n    fn c() {}\n    y\n}\n";
    assert_eq!(
        functions(text),
        [("a".to_string(), 3), ("b".to_string(), 6)]
    );
}

/// The files of `src` that are test code: declared under `#[cfg(test)]`
/// (`#[cfg(test)] mod tests;`), by path.
fn test_files(root: &Path) -> BTreeSet<std::path::PathBuf> {
    fn walk(dir: &Path, out: &mut BTreeSet<std::path::PathBuf>) {
        let Ok(read) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in read.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&path) else {
                continue;
            };
            // A file's modules live beside it (`mod.rs`, `lib.rs`,
            // `main.rs`) or in the folder of its name.
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            let home = if ["mod", "lib", "main"].contains(&stem.as_str()) {
                dir.to_path_buf()
            } else {
                dir.join(&stem)
            };
            let lines: Vec<&str> = text.lines().map(str::trim).collect();
            for pair in lines.windows(2) {
                if pair[0] != "#[cfg(test)]" {
                    continue;
                }
                let name = pair[1]
                    .strip_prefix("pub ")
                    .unwrap_or(pair[1])
                    .strip_prefix("mod ")
                    .and_then(|r| r.strip_suffix(';'));
                if let Some(name) = name {
                    out.insert(home.join(format!("{name}.rs")));
                    out.insert(home.join(name).join("mod.rs"));
                }
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(root, &mut out);
    out
}

/// Every file of `src` but test code, with its lines of code.
fn code_sizes(root: &Path) -> BTreeMap<String, usize> {
    fn walk(
        dir: &Path,
        root: &Path,
        tests: &BTreeSet<std::path::PathBuf>,
        out: &mut BTreeMap<String, usize>,
    ) {
        let Ok(read) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in read.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, tests, out);
            } else if path.extension().is_some_and(|e| e == "rs") && !tests.contains(&path) {
                let text = std::fs::read_to_string(&path).unwrap();
                let rel = path
                    .strip_prefix(root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.insert(rel, code_lines(&text));
            }
        }
    }
    let tests = test_files(root);
    let mut out = BTreeMap::new();
    walk(root, root, &tests, &mut out);
    out
}

#[test]
fn no_file_over_700_lines_of_code() {
    let sizes = code_sizes(&src());
    assert!(sizes.contains_key("worker.rs"), "the files were not read");
    assert!(
        !sizes.contains_key("games/owari/tests.rs"),
        "a game's tests were counted as code"
    );
    let long: Vec<String> = sizes
        .iter()
        .filter(|(_, &n)| n > 700)
        // The UI's own list, not yet cut (see `LONG_FILES`).
        .filter(|(file, _)| {
            let short = file.strip_prefix("ui/").and_then(|f| f.strip_suffix(".rs"));
            !short.is_some_and(|s| LONG_FILES.contains(&s))
        })
        .map(|(file, n)| format!("src/{file} has {n} lines of code (at most 700)"))
        .collect();
    assert!(long.is_empty(), "{}", long.join("\n"));
}

/// The one file that escapes text for markup (issue #41: markup escaped by
/// construction).
const BUILDER: &str = "view/markup.rs";

/// Every `.rs` file under `root`, by its path from `root`, as written
/// (tests and comments too).
fn raw_sources(root: &Path) -> BTreeMap<String, String> {
    fn walk(dir: &Path, root: &Path, out: &mut BTreeMap<String, String>) {
        let Ok(read) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in read.flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, root, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(root).unwrap().to_string_lossy();
                let text = std::fs::read_to_string(&path).unwrap();
                out.insert(rel.replace('\\', "/"), text);
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(root, root, &mut out);
    out
}

/// Places outside the builder that escape text themselves (`escape(` as a
/// name of its own) or give `inner_html` markup written with `format!`.
fn markup_breaches(files: &BTreeMap<String, String>) -> Vec<String> {
    let mut out = Vec::new();
    for (path, text) in files.iter().filter(|(path, _)| *path != BUILDER) {
        for (n, line) in text.lines().enumerate() {
            let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
            let escapes = line
                .match_indices("escape(")
                .any(|(at, _)| !line[..at].chars().next_back().is_some_and(is_ident));
            if escapes
                || squeezed.contains("inner_html=format!")
                || squeezed.contains("format!(\"<")
            {
                out.push(format!("{path}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    out
}

#[test]
fn markup_is_escaped_only_by_the_builder() {
    let files = raw_sources(&src());
    assert!(files.contains_key(BUILDER), "the builder was not read");
    let breaches = markup_breaches(&files);
    assert!(
        breaches.is_empty(),
        "markup written outside {BUILDER} (use its Markup):\n{}",
        breaches.join("\n")
    );
}

#[test]
fn the_markup_rule_finds_what_breaks_it() {
    let file = |text: &str| {
        BTreeMap::from([
            (BUILDER.to_string(), "fn escape(text: &str) {}".to_string()),
            ("view/x.rs".to_string(), text.to_string()),
        ])
    };
    assert_eq!(markup_breaches(&file("let a = escape(&name);")).len(), 1);
    assert_eq!(markup_breaches(&file("first_paint::escape(t)")).len(), 1);
    assert_eq!(
        markup_breaches(&file("view! { <p inner_html = format!(\"<b>{x}</b>\")/> }")).len(),
        1
    );
    assert_eq!(
        markup_breaches(&file("link = &format!(\"<a href=\\\"#/\\\">{}</a>\", t)")).len(),
        1
    );
    assert!(markup_breaches(&file("let a = js_escape(&name); m.text(&name);")).is_empty());
}

/// Places in the UI that find an element by its test id (`data-testid`
/// is for the tests: the program finds its elements by `data-action`, a
/// node reference or its role), other than writing the attribute.
fn testid_lookups(files: &BTreeMap<String, String>) -> Vec<String> {
    let mut out = Vec::new();
    for (path, text) in files.iter().filter(|(path, _)| path.starts_with("ui/")) {
        for (n, line) in text.lines().enumerate() {
            let squeezed: String = line.chars().filter(|c| !c.is_whitespace()).collect();
            let selects = squeezed.contains("[data-testid");
            let reads =
                squeezed.contains("\"data-testid\"") && !squeezed.contains(".attr(\"data-testid\"");
            if selects || reads {
                out.push(format!("{path}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    out
}

#[test]
fn the_ui_finds_no_element_by_its_test_id() {
    let lookups = testid_lookups(&raw_sources(&src()));
    assert!(
        lookups.is_empty(),
        "the UI finds elements by their test id (use data-action or a node reference):\n{}",
        lookups.join("\n")
    );
}

#[test]
fn the_test_id_rule_finds_what_breaks_it() {
    let file = |text: &str| BTreeMap::from([("ui/x.rs".to_string(), text.to_string())]);
    assert_eq!(testid_lookups(&file("q(\"[data-testid=a]\")")).len(), 1);
    assert_eq!(
        testid_lookups(&file("clicked(&ev, \"data-testid\")")).len(),
        1
    );
    assert!(testid_lookups(&file("m.el(\"p\").attr(\"data-testid\", \"a\")")).is_empty());
    assert!(testid_lookups(&file("view! { <p data-testid=\"a\"/> }")).is_empty());
}
