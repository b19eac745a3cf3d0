// Exits at once, before the arena's hello can be answered: a no-show.
namespace testbot {

int bad_exit_before_hello(int, char**) {
  return 1;
}

}  // namespace testbot
