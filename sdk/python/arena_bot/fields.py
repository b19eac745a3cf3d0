"""Reading the arena's fields defensively: a missing or mistyped field gives the fallback."""


def int_field(value, fallback):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return fallback
    return int(value)


def strings_field(value):
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []
