//! Oware Nam Nam (being written).
