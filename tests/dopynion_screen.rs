//! The dopynion table's card faces, without a window: every shipped card's rules text fits its
//! parchment box whole (measured with egui's own fonts at both window scales), and the cost coin
//! and the pile count sit on the picture, clear of the words.

use bevy_egui::egui::{Pos2, Rect, Vec2};

use crate::support::egui_fonts;
use emberdeck::app::dopynion::cards::CardFace;
use emberdeck::app::gods::fit::MORE;
use emberdeck::rulesets::dopynion::{Card, CardDb};

/// A supply card's width at 1280x720, the smallest supported window (the table gives its cards
/// 100 to 118 points there), and the largest the table draws.
const CARD_WIDTHS: [f32; 2] = [100.0, 118.0];
/// A tall card's height as a share of its width, as the table draws it.
const TALL: f32 = 1.38;
const ZOOMS: [f32; 2] = [1.0, 1.5];

fn tall_card(width: f32) -> CardFace {
    CardFace::of(Rect::from_min_size(
        Pos2::new(40.0, 60.0),
        Vec2::new(width, width * TALL),
    ))
}

/// True when the disc (centre, radius) and the rectangle share any point.
fn touches(rect: Rect, (centre, radius): (Pos2, f32)) -> bool {
    let nearest = centre.clamp(rect.min, rect.max);
    nearest.distance(centre) < radius
}

#[test]
fn every_cards_rules_text_fits_its_box_clear_of_the_corner_discs() {
    let db = CardDb::embedded();
    let mut cut = Vec::new();
    for zoom in ZOOMS {
        let ctx = egui_fonts(zoom);
        for width in CARD_WIDTHS {
            let parts = tall_card(width);
            assert!(parts.text_box.contains_rect(parts.words));
            assert!(parts.picture.contains(parts.coin.0) && parts.picture.contains(parts.badge.0));
            assert!(!touches(parts.words, parts.coin), "the coin covers words");
            assert!(!touches(parts.words, parts.badge), "the count covers words");
            for index in 0..db.len() {
                let info = db.get(Card(index as u8));
                let fitted = parts.fit_text(&ctx, &info.def.text);
                let extent = fitted.extent(&ctx);
                let name = &info.def.id;
                assert!(
                    extent.x <= parts.words.width() && extent.y <= parts.words.height(),
                    "{name} at width {width}, zoom {zoom}: {extent:?} in {:?}",
                    parts.words.size()
                );
                if fitted.lines.last().is_some_and(|l| l == MORE) {
                    cut.push(format!("{name} at width {width}, zoom {zoom}"));
                }
            }
        }
    }
    assert!(cut.is_empty(), "texts cut: {cut:?}");
}
