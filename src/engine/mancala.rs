//! Mancala (being written).
