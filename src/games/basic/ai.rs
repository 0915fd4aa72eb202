//! What the computer players know of the Basic Game: seeds in store, and a store past half has won.

crate::ai::scored_by_stores!(super::Basic);
