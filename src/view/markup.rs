//! Markup (HTML and SVG) that escapes by construction: the one place that
//! writes markup as text (the UI's `inner_html`, for parts of the page
//! that nothing focuses, where elements would weigh more in the wasm).
//!
//! Elements and attributes are pushed as values: their names are the
//! program's own (`&'static str`), every value and text is escaped, and
//! nothing else reaches it: no raw markup goes in. Attribute values are always double-quoted, so a
//! single quote in them is plain text.
//!
//! ```ignore
//! let mut m = Markup::default();
//! m.el("p").attr("class", "hint").text(name).close("p");
//! ```

/// Markup under construction (see the module's documentation).
#[derive(Default, Clone, PartialEq, Eq, Debug)]
pub struct Markup {
    out: String,
    /// Whether an element's start tag is still open (attributes may follow).
    open: bool,
}

impl Markup {
    /// Closes a start tag still open, before content.
    fn content(&mut self) -> &mut String {
        if self.open {
            self.out.push('>');
            self.open = false;
        }
        &mut self.out
    }

    /// Opens the element `tag` (its attributes follow).
    pub fn el(&mut self, tag: &'static str) -> &mut Self {
        self.content().push('<');
        self.out.push_str(tag);
        self.open = true;
        self
    }

    /// An attribute of the element just opened, its value escaped.
    pub fn attr(&mut self, name: &'static str, value: &str) -> &mut Self {
        debug_assert!(self.open, "an attribute outside a start tag");
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        escape_into(&mut self.out, value);
        self.out.push('"');
        self
    }

    /// An attribute whose value is a whole number.
    pub fn int(&mut self, name: &'static str, value: i64) -> &mut Self {
        self.attr(name, &value.to_string())
    }

    /// An attribute whose value is a coordinate, written as the board's
    /// markup writes them ([`crate::view::layout::num`]).
    pub fn num(&mut self, name: &'static str, value: f32) -> &mut Self {
        self.attr(name, &crate::view::layout::num(value))
    }

    /// An attribute without a value (`disabled`), when `on`.
    pub fn flag(&mut self, name: &'static str, on: bool) -> &mut Self {
        debug_assert!(self.open, "an attribute outside a start tag");
        if on {
            self.out.push(' ');
            self.out.push_str(name);
        }
        self
    }

    /// The program's own markup, a literal (no text from outside can be
    /// one): the fixed parts of a page written in one piece.
    pub fn raw(&mut self, markup: &'static str) -> &mut Self {
        self.content().push_str(markup);
        self
    }

    /// An attribute `data-testid`, when `on` (the app's markup has them,
    /// the first paint's none).
    pub fn testid(&mut self, on: bool, id: &'static str) -> &mut Self {
        if on {
            self.attr("data-testid", id);
        }
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, text: &str) -> &mut Self {
        escape_into(self.content(), text);
        self
    }

    /// A whole number as text.
    pub fn count(&mut self, n: i64) -> &mut Self {
        self.content().push_str(&n.to_string());
        self
    }

    /// Ends the element `tag` (`</tag>`).
    pub fn close(&mut self, tag: &'static str) -> &mut Self {
        self.content().push_str("</");
        self.out.push_str(tag);
        self.out.push('>');
        self
    }

    /// Ends the element just opened, empty (`/>`, as SVG writes it).
    pub fn end(&mut self) -> &mut Self {
        debug_assert!(self.open, "no start tag to end");
        self.out.push_str("/>");
        self.open = false;
        self
    }

    /// A button: its class, test id, `data-action` (none when empty) and
    /// label.
    pub fn button(
        &mut self,
        class: &'static str,
        id: &str,
        action: &str,
        label: &str,
    ) -> &mut Self {
        self.el("button")
            .attr("class", class)
            .attr("data-testid", id);
        if !action.is_empty() {
            self.attr("data-action", action);
        }
        self.text(label).close("button")
    }

    /// A part the builder made apart (a page's piece written by its own
    /// function), appended whole: it is markup of this builder's already.
    pub fn append(&mut self, mut part: Markup) -> &mut Self {
        let part = part.html();
        self.content().push_str(&part);
        self
    }

    /// A `<script>` element around `code`, the program's own script and
    /// the data it writes into it (JSON): `</script` and `<!--` in it are
    /// written `<\/script` and `<\!--`, so nothing in the code can end
    /// the element or open a comment (the same code in JavaScript).
    pub fn script(&mut self, code: &str) -> &mut Self {
        let out = self.content();
        out.push_str("<script>");
        let mut rest = code;
        while let Some(at) = rest.find('<') {
            out.push_str(&rest[..at]);
            let tail = &rest[at..];
            let closes = tail
                .get(..8)
                .is_some_and(|t| t.eq_ignore_ascii_case("</script"));
            if closes {
                out.push_str("<\\/");
                rest = &tail[2..];
            } else if tail.starts_with("<!--") {
                out.push_str("<\\!");
                rest = &tail[2..];
            } else {
                out.push('<');
                rest = &tail[1..];
            }
        }
        out.push_str(rest);
        out.push_str("</script>");
        self
    }

    /// The markup, for `inner_html`.
    pub fn html(&mut self) -> String {
        self.content();
        std::mem::take(&mut self.out)
    }
}

/// `text` made safe inside HTML elements and double-quoted attributes,
/// written at the end of `out`.
fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Markup;

    const HOSTILE: [&str; 6] = [
        "<img src=x onerror=alert(1)>",
        "\" onmouseover=\"alert(1)",
        "' onmouseover='alert(1)",
        "]]><script>alert(1)</script>",
        "&amp;",
        "</p><p>",
    ];

    /// What an HTML parser makes of `markup`, roughly: the text between
    /// tags, and each tag's name and attributes. Enough to see that the
    /// hostile text made no element, no attribute and no entity.
    fn parse(markup: &str) -> Vec<(String, Vec<(String, String)>)> {
        let mut tags = Vec::new();
        let mut rest = markup;
        while let Some(at) = rest.find('<') {
            let end = rest[at..].find('>').expect("a tag left open") + at;
            let tag = &rest[at + 1..end];
            let (name, mut attrs) = tag.split_once(' ').unwrap_or((tag, ""));
            let mut list = Vec::new();
            loop {
                attrs = attrs.trim_start().trim_end_matches('/');
                if attrs.is_empty() {
                    break;
                }
                let (key, after) = attrs.split_at(attrs.find([' ', '=']).unwrap_or(attrs.len()));
                let Some(after) = after.strip_prefix('=') else {
                    list.push((key.to_string(), String::new()));
                    attrs = after;
                    continue;
                };
                assert!(after.starts_with('"'), "an unquoted value in {tag}");
                let close = after[1..].find('"').expect("a value left open") + 1;
                list.push((key.to_string(), after[1..close].to_string()));
                attrs = &after[close + 1..];
            }
            tags.push((name.to_string(), list));
            rest = &rest[end + 1..];
        }
        tags
    }

    /// Every entry point that takes text: whatever the text, the markup
    /// has the builder's elements and attributes only, and the text comes
    /// back when its entities are read.
    #[test]
    fn hostile_text_is_inert() {
        for bad in HOSTILE {
            let mut m = Markup::default();
            m.el("p")
                .attr("class", bad)
                .attr("aria-label", bad)
                .flag("hidden", true)
                .int("data-n", -3)
                .num("x", 1.25)
                .text(bad)
                .count(7)
                .el("tspan")
                .attr("data-x", bad)
                .text(bad)
                .close("tspan")
                .button("button", bad, bad, bad)
                .el("circle")
                .attr("fill", bad)
                .end()
                .close("p");
            let html = m.html();
            let tags = parse(&html);
            let names: Vec<&str> = tags.iter().map(|(n, _)| n.as_str()).collect();
            assert_eq!(
                names,
                ["p", "tspan", "/tspan", "button", "/button", "circle", "/p"],
                "{html}"
            );
            let keys: Vec<&str> = tags[0].1.iter().map(|(k, _)| k.as_str()).collect();
            assert_eq!(
                keys,
                ["class", "aria-label", "hidden", "data-n", "x"],
                "{html}"
            );
            let unescape = |s: &str| {
                s.replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&quot;", "\"")
                    .replace("&amp;", "&")
            };
            assert_eq!(unescape(&tags[0].1[0].1), bad);
            assert_eq!(unescape(&tags[1].1[0].1), bad);
            assert_eq!(unescape(&tags[3].1[1].1), bad);
            assert_eq!(unescape(&tags[3].1[2].1), bad);
            assert_eq!(unescape(&tags[5].1[0].1), bad);
            assert_eq!(tags[0].1[3].1, "-3");
            assert_eq!(tags[0].1[4].1, "1.2");
            // The texts: nothing but the hostile text, escaped, and the count.
            let text: String = html
                .split('<')
                .filter_map(|part| part.split_once('>').map(|(_, t)| t))
                .collect();
            assert_eq!(unescape(&text), format!("{bad}7{bad}{bad}"));
            assert!(!html.contains("]]><"), "{html}");
        }
    }

    #[test]
    fn writes_what_the_markup_wrote_before() {
        let mut m = Markup::default();
        m.el("circle")
            .attr("class", "pit-hole")
            .num("cx", 10.0)
            .num("cy", 2.5)
            .end()
            .el("button")
            .attr("class", "button")
            .flag("disabled", false)
            .text("Go & see")
            .close("button")
            .text("a \"b\" & <c>")
            .el("div");
        assert_eq!(
            m.html(),
            r#"<circle class="pit-hole" cx="10" cy="2.5"/><button class="button">Go &amp; see</button>a &quot;b&quot; &amp; &lt;c&gt;<div>"#
        );
    }

    #[test]
    fn a_script_cannot_be_ended_by_its_data() {
        for code in [
            "var W = \"</script><img src=x onerror=alert(1)>\";",
            "var W = \"</SCRIPT >\";",
            "var W = \"<!--<script>\";",
        ] {
            let html = Markup::default().script(code).html();
            let inner = &html["<script>".len()..html.len() - "</script>".len()];
            assert!(html.starts_with("<script>") && html.ends_with("</script>"));
            assert!(!inner.to_ascii_lowercase().contains("</script"), "{html}");
            assert!(!inner.contains("<!--"), "{html}");
        }
        // The program's own code, with `<` and closing tags in strings that
        // are not the script's, comes out as it went in.
        let code = "if (a < b) panel.innerHTML = '<h2></h2>';";
        assert_eq!(
            Markup::default().script(code).html(),
            format!("<script>{code}</script>")
        );
    }

    #[test]
    fn a_part_made_apart_is_appended_whole() {
        let mut part = Markup::default();
        part.el("p").attr("class", HOSTILE[1]).text(HOSTILE[0]);
        let mut whole = Markup::default();
        whole.el("div").append(part).close("div");
        assert_eq!(
            whole.html(),
            "<div><p class=\"&quot; onmouseover=&quot;alert(1)\">\
             &lt;img src=x onerror=alert(1)&gt;</div>"
        );
    }
}
