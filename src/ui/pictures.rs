//! Pictures to share, made in the browser from our own SVG: a PNG of any
//! SVG element as the page shows it (the board, a chart), and an animated
//! GIF of a game (the board at each position of its record). Each colour
//! the stylesheet gives (the theme's CSS variables) is written into the
//! copy drawn, so the picture has the page's theme; a canvas draws it,
//! and the picture is offered through the share sheet on a phone, else
//! downloaded.
//!
//! The drawing and the GIF encoder ([`crate::view::gif`]) are a wasm
//! module of their own (`#[wasm_split(pictures)]`, [`make`]), fetched when
//! a picture is first asked for; the pages keep only the buttons' side:
//! [`save_board`] and [`save_game`].

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Element, HtmlElement};

use super::store::GameStore;
use crate::t;

/// A picture to make.
pub enum Job {
    /// A PNG of `svg` (any SVG element on the page) at twice its size on
    /// screen.
    Png { svg: Element, name: String },
    /// An animated GIF of `frames` pictures, `width` pixels wide, of the
    /// first SVG inside the element `stage` is given (off screen, as wide
    /// as `width`), after each call of the function it returns with the
    /// frame's number; the function is dropped at the end.
    Gif {
        stage: Stage,
        frames: usize,
        width: f64,
        name: String,
    },
}

/// What puts a board in the element it is given and returns what shows
/// its frame `k` (see [`Job::Gif`]).
pub type Stage = Box<dyn FnOnce(HtmlElement) -> Box<dyn Fn(usize)>>;

/// A picture being made: done, or the message that says it failed.
pub type Making = Pin<Box<dyn Future<Output = Result<(), String>>>>;

/// Makes the picture of `job` and offers it (the pictures' module).
#[allow(improper_ctypes_definitions, improper_ctypes)]
#[leptos::wasm_split::wasm_split(pictures, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn make(job: Job) -> Result<Making, leptos::wasm_split::SplitLoaderError> {
    Ok(Box::pin(async move {
        run(job).await.map_err(|_| t!("picture-failed").to_string())
    }))
}

/// Makes `job`'s picture, saying so in `note` (what it is doing, then
/// that it is ready or why not).
pub(super) fn save(job: Job, note: RwSignal<Option<String>>) {
    note.set(Some(t!("picture-making").to_string()));
    leptos::task::spawn_local(async move {
        let done = match make(job).await {
            Ok(making) => making.await,
            Err(_) => Err(t!("picture-failed").to_string()),
        };
        note.try_set(Some(
            done.map_or_else(|why| why, |()| t!("picture-done").to_string()),
        ));
    });
}

/// The board of the game screen around `clicked`, as a PNG.
pub(super) fn save_board(clicked: &Element, store: GameStore, note: RwSignal<Option<String>>) {
    let svg = clicked
        .closest(".game")
        .ok()
        .flatten()
        .and_then(|game| game.query_selector(".board-frame svg").ok().flatten());
    let Some(svg) = svg else {
        note.set(Some(t!("picture-failed").to_string()));
        return;
    };
    let ply = store
        .saved
        .with_untracked(|g| g.as_ref().map_or(0, |g| g.cursor));
    let name = format!("rainbow-games-{}-{ply}.png", store.info.id);
    save(Job::Png { svg, name }, note);
}

/// The game of `store` from its position `from` to the end of its record,
/// as an animated GIF as wide as the board around `clicked`.
pub(super) fn save_game(
    clicked: &Element,
    store: GameStore,
    from: usize,
    note: RwSignal<Option<String>>,
) {
    let width = clicked
        .closest(".game")
        .ok()
        .flatten()
        .and_then(|game| game.query_selector(".board-frame svg").ok().flatten())
        .map(|svg| svg.get_bounding_client_rect().width());
    let (Some(width), Some(mut game)) = (width, store.saved.get_untracked()) else {
        note.set(Some(t!("picture-failed").to_string()));
        return;
    };
    // The board alone, people at every seat: nothing plays or is saved.
    game.seats = vec![None; game.seats.len()];
    game.link_game = None;
    game.mine.clear();
    let end = game.record.moves.len();
    let from = from.min(end);
    game.cursor = from;
    let (info, settings) = (store.info, store.settings);
    let stage = Box::new(move |host: HtmlElement| -> Box<dyn Fn(usize)> {
        let board = std::rc::Rc::new(std::cell::Cell::new(None::<GameStore>));
        let made = board.clone();
        let mounted = leptos::mount::mount_to(host, move || {
            let store = GameStore::transient(info, settings, game);
            made.set(Some(store));
            view! { <div class="board-frame"><super::boards::Board store/></div> }
        });
        Box::new(move |k: usize| {
            let _ = &mounted;
            if let Some(store) = board.get() {
                store.jump(from + k);
            }
        })
    });
    let name = format!("rainbow-games-{}.gif", store.info.id);
    save(
        Job::Gif {
            stage,
            frames: end - from + 1,
            width,
            name,
        },
        note,
    );
}

// The pictures' module: from here on, only `make` reaches it.

/// The properties a board's drawing takes from the stylesheet, written
/// into the copy drawn (computed: the theme's variables resolved).
const STYLED: [&str; 19] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-dasharray",
    "stroke-linecap",
    "stroke-linejoin",
    "opacity",
    "visibility",
    "display",
    "font-family",
    "font-size",
    "font-weight",
    "font-style",
    "text-anchor",
    "dominant-baseline",
    "paint-order",
    "letter-spacing",
];

/// Hundredths of a second a frame of the GIF is shown, and the last one.
const FRAME_DELAY: u16 = 60;
const LAST_DELAY: u16 = 250;
/// The widest GIF, in pixels (a desktop's board is larger than a share
/// needs).
const GIF_WIDTH: f64 = 640.0;

async fn run(job: Job) -> Result<(), JsValue> {
    match job {
        Job::Png { svg, name } => {
            let width = svg.get_bounding_client_rect().width() * 2.0;
            let (canvas, _, _) = draw(&svg, width).await?;
            let promise = js_sys::Promise::new(&mut |resolve, _| {
                let _ = canvas.to_blob_with_type(&resolve, "image/png");
            });
            let blob: web_sys::Blob = JsFuture::from(promise).await?.dyn_into()?;
            offer(blob, &name, "image/png").await
        }
        Job::Gif {
            stage,
            frames,
            width,
            name,
        } => {
            let document = document()?;
            let host: HtmlElement = document.create_element("div")?.unchecked_into();
            host.set_class_name("picture-stage");
            host.set_attribute("aria-hidden", "true")?;
            let px = width.round() as u32;
            host.set_attribute("style", &format!("width:{px}px"))?;
            document.body().ok_or("no body")?.append_child(&host)?;
            let show = stage(host.clone());
            let made = gif(&host, &*show, frames, width.min(GIF_WIDTH)).await;
            drop(show);
            host.remove();
            let bytes = made?;
            let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(&bytes[..]));
            let options = web_sys::BlobPropertyBag::new();
            options.set_type("image/gif");
            let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)?;
            offer(blob, &name, "image/gif").await
        }
    }
}

/// The GIF of the first SVG in `host` after each `show(k)`.
async fn gif(
    host: &HtmlElement,
    show: &dyn Fn(usize),
    frames: usize,
    width: f64,
) -> Result<Vec<u8>, JsValue> {
    let mut writer = None;
    for k in 0..frames {
        show(k);
        // The board is drawn again once its effects have run.
        gloo_timers::future::TimeoutFuture::new(0).await;
        let svg = host.query_selector("svg")?.ok_or("no board")?;
        let (canvas, w, h) = draw(&svg, width).await?;
        let context: web_sys::CanvasRenderingContext2d = canvas
            .get_context("2d")?
            .ok_or("no canvas")?
            .unchecked_into();
        let pixels = context.get_image_data(0.0, 0.0, w as f64, h as f64)?.data();
        let writer =
            writer.get_or_insert_with(|| crate::view::gif::GifWriter::new(w as u16, h as u16));
        let delay = if k + 1 == frames {
            LAST_DELAY
        } else {
            FRAME_DELAY
        };
        writer.frame(&pixels, delay);
    }
    Ok(writer.ok_or("no frame")?.finish())
}

fn document() -> Result<web_sys::Document, JsValue> {
    Ok(web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?)
}

/// `svg` drawn on a canvas `width` pixels wide (its height as its view
/// box says), over the page's background: its size too.
async fn draw(
    svg: &Element,
    width: f64,
) -> Result<(web_sys::HtmlCanvasElement, u32, u32), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = document()?;
    let rect = svg.get_bounding_client_rect();
    let view_box: Vec<f64> = svg
        .get_attribute("viewBox")
        .unwrap_or_default()
        .split([' ', ','])
        .filter(|n| !n.is_empty())
        .map(number)
        .collect();
    let (vw, vh) = match view_box[..] {
        [_, _, w, h] if w > 0.0 && h > 0.0 => (w, h),
        _ => (rect.width(), rect.height()),
    };
    let w = width.round().clamp(1.0, 4096.0) as u32;
    let h = (width * vh / vw).round().clamp(1.0, 4096.0) as u32;
    // A copy with every element's computed style written in.
    let copy: Element = svg.clone_node_with_deep(true)?.unchecked_into();
    let (from, to) = (svg.query_selector_all("*")?, copy.query_selector_all("*")?);
    let pairs = std::iter::once((svg.clone(), copy.clone())).chain(
        (0..from.length().min(to.length())).filter_map(|i| {
            Some((
                from.item(i)?.dyn_into::<Element>().ok()?,
                to.item(i)?.dyn_into::<Element>().ok()?,
            ))
        }),
    );
    for (original, copied) in pairs {
        let Some(computed) = window.get_computed_style(&original)? else {
            continue;
        };
        let mut style = String::new();
        for property in STYLED {
            let value = computed.get_property_value(property)?;
            if !value.is_empty() {
                style.push_str(&format!("{property}:{value};"));
            }
        }
        copied.set_attribute("style", &style)?;
    }
    copy.set_attribute("width", &w.to_string())?;
    copy.set_attribute("height", &h.to_string())?;
    let text = web_sys::XmlSerializer::new()?.serialize_to_string(&copy)?;
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    let parts = js_sys::Array::of1(&JsValue::from_str(&text));
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let image = web_sys::HtmlImageElement::new_with_width_and_height(w, h)?;
    image.set_src(&url);
    let decoded = JsFuture::from(image.decode()).await;
    let _ = web_sys::Url::revoke_object_url(&url);
    decoded?;
    let canvas: web_sys::HtmlCanvasElement = document.create_element("canvas")?.unchecked_into();
    canvas.set_width(w);
    canvas.set_height(h);
    let context: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or("no canvas")?
        .unchecked_into();
    // The page's background under the board (a board has round corners).
    let background = [
        document.body().map(Element::from),
        document.document_element(),
    ]
    .into_iter()
    .flatten()
    .filter_map(|e| window.get_computed_style(&e).ok().flatten())
    .filter_map(|s| s.get_property_value("background-color").ok())
    .find(|c| !c.is_empty() && c != "rgba(0, 0, 0, 0)" && c != "transparent")
    .unwrap_or_else(|| "#fff".to_string());
    context.set_fill_style_str(&background);
    context.fill_rect(0.0, 0.0, w as f64, h as f64);
    context
        .draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, w as f64, h as f64)?;
    Ok((canvas, w, h))
}

/// A number of a view box, as `12`, `-4.5` or `.25` (read here: Rust's
/// float parser would add some 6 KB to the module for it).
fn number(text: &str) -> f64 {
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => (-1.0, rest),
        None => (1.0, text),
    };
    let (mut value, mut scale, mut fraction) = (0.0, 1.0, false);
    for c in digits.chars() {
        match c.to_digit(10) {
            Some(d) if fraction => {
                scale /= 10.0;
                value += d as f64 * scale;
            }
            Some(d) => value = value * 10.0 + d as f64,
            None if c == '.' => fraction = true,
            None => return f64::NAN,
        }
    }
    sign * value
}

/// Offers `blob` as the file `name`: through the share sheet on a touch
/// screen that can share files, else as a download.
async fn offer(blob: web_sys::Blob, name: &str, mime: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let touch = window
        .match_media("(pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    if touch {
        let options = web_sys::FilePropertyBag::new();
        options.set_type(mime);
        let file = web_sys::File::new_with_blob_sequence_and_options(
            &js_sys::Array::of1(&blob),
            name,
            &options,
        )?;
        let data = js_sys::Object::new();
        js_sys::Reflect::set(&data, &"files".into(), &js_sys::Array::of1(&file))?;
        let navigator = window.navigator();
        let method = |name: &str| {
            js_sys::Reflect::get(&navigator, &name.into())
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        };
        if let (Some(can_share), Some(share)) = (method("canShare"), method("share")) {
            if can_share.call1(&navigator, &data)?.is_truthy() {
                let shared = share.call1(&navigator, &data)?;
                return match JsFuture::from(js_sys::Promise::resolve(&shared)).await {
                    Ok(_) => Ok(()),
                    // Closing the share sheet is no failure.
                    Err(e)
                        if js_sys::Reflect::get(&e, &"name".into())
                            .ok()
                            .and_then(|n| n.as_string())
                            .as_deref()
                            == Some("AbortError") =>
                    {
                        Ok(())
                    }
                    Err(e) => Err(e),
                };
            }
        }
    }
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document()?.create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // Revoked a little later: the download reads it after the click.
    leptos::task::spawn_local(async move {
        gloo_timers::future::TimeoutFuture::new(10_000).await;
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    Ok(())
}
