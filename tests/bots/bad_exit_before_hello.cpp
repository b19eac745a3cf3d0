// Exits at once, before the arena's hello can be answered: a no-show.
int main() {
  return 1;
}
